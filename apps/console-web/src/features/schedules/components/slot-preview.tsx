import { Popover, Space, Tag, Typography } from 'antd';
import type { TemplatePreview } from '../utils/template-preview.ts';

/** The slots one session of a template row gives parents, as tags. */
export function SlotTags({ preview }: { preview: TemplatePreview }) {
  return (
    <Space size={[4, 6]} wrap>
      {preview.slots.map((s) => (
        <Tag key={s.startTime} variant="outlined">
          {s.startTime}-{s.endTime} · {s.capacity}人
        </Tag>
      ))}
    </Space>
  );
}

/** A row's summary (`6 个号源 · 共 18 人`) with every slot on hover. */
export function SlotPreviewSummary({ preview, testId }: { preview: TemplatePreview; testId?: string }) {
  if (preview.slots.length === 0)
    return (
      <Typography.Text type="danger" data-testid={testId}>
        {preview.summary}
      </Typography.Text>
    );
  return (
    <Popover
      title="每次出诊生成的号源"
      content={
        <div style={{ maxWidth: 420 }}>
          <SlotTags preview={preview} />
        </div>
      }
    >
      <Typography.Link data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {preview.summary}
      </Typography.Link>
    </Popover>
  );
}
