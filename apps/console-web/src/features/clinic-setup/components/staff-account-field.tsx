import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useDoctorAccounts } from '../api/list-doctor-accounts.ts';

interface StaffAccountFieldProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The account linked now, as the doctor list names it. */
  current: { staffId: number; staffName: string | null } | null;
  /** The doctor being edited: its own account is not "linked to another doctor". */
  doctorId?: number;
}

/**
 * The doctor-role account that signs in as this doctor (to see 今日就诊). Optional: a doctor without an
 * account is still bookable. An account already linked to another doctor is shown but cannot be picked,
 * since the server allows one doctor per account.
 */
export function StaffAccountField({ value, onChange, current, doctorId }: StaffAccountFieldProps) {
  const [search, setSearch] = useState('');
  const keyword = useDeferredValue(search.trim().slice(0, 32));
  const accounts = useDoctorAccounts(keyword || undefined);

  const options = (accounts.data?.list ?? []).map((s) => {
    const elsewhere = s.linkedDoctorId !== null && s.linkedDoctorId !== doctorId;
    const notes = [
      s.status === 'active' ? '' : '已停用',
      elsewhere ? `已关联${s.linkedDoctorName ?? '其他医生'}` : '',
    ].filter(Boolean);
    return {
      value: s.staffId,
      label: `${s.displayName}（${s.username}）${notes.length ? ` · ${notes.join(' · ')}` : ''}`,
      disabled: elsewhere,
    };
  });
  if (current && !options.some((o) => o.value === current.staffId))
    options.unshift({
      value: current.staffId,
      label: current.staffName ?? `账号 ${current.staffId}`,
      disabled: false,
    });

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
