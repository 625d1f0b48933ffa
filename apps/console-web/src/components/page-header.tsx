import { Typography } from 'antd';
import type { ReactNode } from 'react';

export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div style={{ marginBottom: 20 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {description && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          {description}
        </Typography.Text>
      )}
    </div>
  );
}
