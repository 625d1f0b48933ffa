import { DOCTOR_STATUSES, type DoctorStatus, FACILITY_STATUSES, type FacilityStatus } from '@sprout/domain';
import { Badge } from 'antd';

type Status = FacilityStatus | DoctorStatus;

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

export const OPEN_CLOSED_OPTIONS = FACILITY_STATUSES.map((value) => ({ value, label: LABELS[value] }));

export const DOCTOR_STATUS_OPTIONS = DOCTOR_STATUSES.map((value) => ({ value, label: LABELS[value] }));
