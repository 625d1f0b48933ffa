import type { StaffRole } from '@sprout/contract';
import { Button, Input, Select, Space } from 'antd';
import { ROLE_OPTIONS } from './role-tag.tsx';

interface StaffToolbarProps {
  role?: StaffRole;
  keyword?: string;
  onRoleChange: (role: StaffRole | undefined) => void;
  onSearch: (keyword: string) => void;
  onCreate: () => void;
}

export function StaffToolbar({ role, keyword, onRoleChange, onSearch, onCreate }: StaffToolbarProps) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 12,
        marginBottom: 16,
        flexWrap: 'wrap',
      }}
    >
      <Space wrap>
        <Select<StaffRole>
          allowClear
          placeholder="全部角色"
          style={{ width: 160 }}
          value={role}
          onChange={(value) => onRoleChange(value)}
          options={ROLE_OPTIONS}
          data-testid="staff-filter-role"
        />
        <Input.Search
          key={keyword ?? ''}
          defaultValue={keyword}
          allowClear
          placeholder="搜索用户名或姓名"
          maxLength={32}
          style={{ width: 260 }}
          onSearch={(value) => onSearch(value.trim())}
          data-testid="staff-filter-keyword"
        />
      </Space>
      <Button type="primary" onClick={onCreate} data-testid="staff-create">
        新建账号
      </Button>
    </div>
  );
}
