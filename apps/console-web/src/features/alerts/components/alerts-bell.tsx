import type { StaffAlerts } from '@sprout/contract';
import { formatClinicTime } from '@sprout/domain';
import { Badge, Button, Empty, List, Popover, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAlerts, useReadAlerts } from '../api/alerts.ts';

type Alert = StaffAlerts['list'][number];

/** A bell outline (the console draws its few icons itself rather than load an icon set). */
const BellIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden
  >
    <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" strokeLinecap="round" strokeLinejoin="round" />
    <path d="M13.7 21a2 2 0 0 1-3.4 0" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const KIND_TAGS: Record<Alert['kind'], { color: string; text: string }> = {
  redFlag: { color: 'red', text: '危险信号' },
  redFlagUnseen: { color: 'volcano', text: '无人查看' },
};

function AlertList({
  alerts,
  onOpen,
  onReadAll,
}: {
  alerts: StaffAlerts;
  onOpen: (a: Alert) => void;
  onReadAll: () => void;
}) {
  if (alerts.list.length === 0) return <Empty description="暂无提醒" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div style={{ width: 380 }}>
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 4 }}
      >
        <Typography.Text strong>提醒</Typography.Text>
        <Button
          type="link"
          size="small"
          disabled={alerts.unread === 0}
          onClick={onReadAll}
          data-testid="alerts-read-all"
        >
          全部已读
        </Button>
      </div>
      <List
        size="small"
        dataSource={alerts.list}
        style={{ maxHeight: 420, overflowY: 'auto' }}
        renderItem={(a) => (
          <List.Item
            key={a.alertId}
            onClick={() => onOpen(a)}
            style={{ cursor: 'pointer', background: a.read ? undefined : '#fff7f5', padding: '10px 8px' }}
            data-testid={`alert-${a.alertId}`}
          >
            <div style={{ width: '100%' }}>
              <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <Tag color={KIND_TAGS[a.kind].color} style={{ marginInlineEnd: 0 }}>
                  {KIND_TAGS[a.kind].text}
                </Tag>
                <Typography.Text strong={!a.read}>{a.title}</Typography.Text>
              </div>
              <Typography.Paragraph style={{ margin: '4px 0 2px', color: '#3d4a53' }}>
                {a.body}
              </Typography.Paragraph>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatClinicTime(a.createdAt, 'M月D日 HH:mm')}
                {a.read ? ' · 已读' : ''}
              </Typography.Text>
            </div>
          </List.Item>
        )}
      />
    </div>
  );
}

/**
 * The bell in the console's header: how many alerts are unread (a red one while any is), the newest
 * alerts on a click, each opening its page and marked read. Asked again every half minute.
 */
export function AlertsBell() {
  const alerts = useAlerts();
  const read = useReadAlerts();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = alerts.data?.unread ?? 0;
  const openAlert = (a: Alert) => {
    if (!a.read) read.mutate([a.alertId]);
    setOpen(false);
    void navigate(a.link);
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      content={
        alerts.data ? (
          <AlertList alerts={alerts.data} onOpen={openAlert} onReadAll={() => read.mutate(undefined)} />
        ) : (
          <Typography.Text type="secondary">
            {alerts.isError ? '提醒读取失败，请稍后重试' : '正在加载…'}
          </Typography.Text>
        )
      }
    >
      {/* A darker red than antd's: white digits on it keep 4.5:1 contrast. */}
      <Badge count={unread} size="small" offset={[-4, 4]} color="#c62828">
        <Button
          type="text"
          shape="circle"
          icon={<BellIcon />}
          aria-label={unread > 0 ? `提醒（${unread}条未读）` : '提醒'}
          data-testid="alerts-bell"
          style={{ width: 44, height: 44 }}
        />
      </Badge>
    </Popover>
  );
}
