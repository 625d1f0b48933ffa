import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@sprout/contract';
import { Space, Tag } from 'antd';

/**
 * The roles a manual section concerns. Own colours that read at WCAG AA (4.5:1): antd's preset cyan
 * and purple tags do not.
 */
const ROLE_TONES: Record<StaffRole, { color: string; background: string; borderColor: string }> = {
  doctor: { color: '#00474f', background: '#e6fffb', borderColor: '#87e8de' },
  manager: { color: '#0b4f9c', background: '#e6f4ff', borderColor: '#91caff' },
  admin: { color: '#391085', background: '#f9f0ff', borderColor: '#d3adf7' },
};

export function RoleTags({ roles }: { roles: readonly StaffRole[] }) {
  return (
    <Space size={4}>
      {STAFF_ROLES.filter((r) => roles.includes(r)).map((role) => (
        <Tag key={role} style={{ ...ROLE_TONES[role], marginInlineEnd: 0 }}>
          {STAFF_ROLE_LABELS[role]}
        </Tag>
      ))}
    </Space>
  );
}
