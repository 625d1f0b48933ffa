import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { entriesFor, roleLabel } from '../../config/navigation.ts';
import { formatClinicToday } from '../../lib/format-time.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function DashboardRoute() {
  useDocumentTitle('工作台');
  const staff = useSessionStore((s) => s.staff);
  if (!staff) return null;
  const cards = entriesFor(staff.role).filter((e) => e.key !== 'dashboard');

  return (
    <>
      <PageHeader
        title={`您好，${staff.displayName}`}
        description={
          <span data-testid="dashboard-welcome">
            {roleLabel(staff.role)} · 今天是 {formatClinicToday()}
          </span>
        }
      />
      <Row gutter={[16, 16]}>
        {cards.map((entry) => (
          <Col key={entry.key} xs={24} md={12} xl={8}>
            <Link to={entry.path} data-testid={`dashboard-card-${entry.key}`}>
              <Card hoverable>
                <Typography.Title level={5} style={{ marginTop: 0 }}>
                  {entry.label}
                </Typography.Title>
                <Typography.Text type="secondary">{entry.description}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
