import { InputNumber, Select, Space, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useDoctorAccounts } from '../api/list-doctor-accounts.ts';

interface StaffAccountFieldProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The account linked now, as the doctor list names it. */
  current: { staffId: number; staffName: string | null } | null;
  /** Only an admin may read the staff list; a manager enters the account number. */
  canListAccounts: boolean;
}

/**
 * The doctor-role account that signs in as this doctor (to see 今日就诊). Optional: a doctor without an
 * account is still bookable.
 */
export function StaffAccountField({ value, onChange, current, canListAccounts }: StaffAccountFieldProps) {
  const [search, setSearch] = useState('');
  const keyword = useDeferredValue(search.trim().slice(0, 32));
  const accounts = useDoctorAccounts(canListAccounts, keyword || undefined);

  if (!canListAccounts) {
    return (
      <Space orientation="vertical" style={{ width: '100%' }} size={4}>
        <InputNumber
          min={1}
          precision={0}
          value={value ?? null}
          onChange={(next) => onChange?.(next ?? null)}
          placeholder="不关联可留空"
          style={{ width: 200 }}
          data-testid="doctor-form-staff-id"
        />
        {current && value === current.staffId && (
          <Typography.Text type="secondary">
            当前关联：{current.staffName ?? `账号 ${current.staffId}`}
          </Typography.Text>
        )}
      </Space>
    );
  }

  const options = (accounts.data?.list ?? []).map((s) => ({
    value: s.staffId,
    label: `${s.displayName}（${s.username}）${s.status === 'active' ? '' : ' · 已停用'}`,
  }));
  if (current && !options.some((o) => o.value === current.staffId))
    options.unshift({ value: current.staffId, label: current.staffName ?? `账号 ${current.staffId}` });

  return (
    <Select<number>
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      loading={accounts.isFetching}
      placeholder="不关联可留空；输入姓名或用户名搜索"
      notFoundContent={accounts.isFetching ? '正在加载…' : '没有角色为医生的账号'}
      data-testid="doctor-form-staff"
    />
  );
}
