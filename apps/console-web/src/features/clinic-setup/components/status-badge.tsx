import { Badge } from 'antd';

type Status = 'open' | 'closed' | 'active' | 'stopped';

const LABELS: Record<Status, string> = { open: '开放', closed: '关闭', active: '启用', stopped: '停用' };

export const STATUS_LABELS = LABELS;

/** Green for what parents can see and book, grey for what is hidden from them. */
export const StatusBadge = ({ status }: { status: Status }) => (
  <Badge
    status={status === 'open' || status === 'active' ? 'success' : 'default'}
    text={LABELS[status]}
    data-testid={`status-${status}`}
  />
);

export const OPEN_CLOSED_OPTIONS = [
  { value: 'open' as const, label: LABELS.open },
  { value: 'closed' as const, label: LABELS.closed },
];

export const DOCTOR_STATUS_OPTIONS = [
  { value: 'active' as const, label: LABELS.active },
  { value: 'stopped' as const, label: LABELS.stopped },
];
