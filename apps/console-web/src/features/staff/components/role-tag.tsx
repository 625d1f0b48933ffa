import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@sprout/contract';
import { Tag } from 'antd';

const ROLE_COLORS: Record<StaffRole, string> = { doctor: 'cyan', manager: 'blue', admin: 'geekblue' };

export const RoleTag = ({ role }: { role: StaffRole }) => (
  <Tag color={ROLE_COLORS[role]} variant="outlined">
    {STAFF_ROLE_LABELS[role]}
  </Tag>
);

export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));
