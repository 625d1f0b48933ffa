import { Select } from 'antd';
import { useFacilityOptions } from '../api/list-facility-options.ts';

interface FacilitySelectProps {
  value?: number;
  onChange?: (facilityId: number | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  width?: number | string;
  testId?: string;
}

export function FacilitySelect({
  value,
  onChange,
  placeholder = '选择院区',
  allowClear,
  width,
  testId,
}: FacilitySelectProps) {
  const facilities = useFacilityOptions();
  return (
    <Select<number>
      allowClear={allowClear}
      placeholder={placeholder}
      loading={facilities.isPending}
      value={value}
      onChange={(next) => onChange?.(next)}
      options={(facilities.data ?? []).map(({ value: id, label }) => ({ value: id, label }))}
      style={{ width: width ?? 200 }}
      data-testid={testId}
    />
  );
}
