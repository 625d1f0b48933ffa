import { Select } from 'antd';
import { useFacilityOptions } from '../api/list-facility-options.ts';

interface FacilitySelectProps {
  value?: number;
  onChange?: (facilityId: number | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  width?: number | string;
  testId?: string;
  /** The accessible name where no form label names the select (a list filter). */
  label?: string;
}

export function FacilitySelect({
  value,
  onChange,
  placeholder = '选择院区',
  allowClear,
  width,
  testId,
  label,
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
      aria-label={label}
      data-testid={testId}
    />
  );
}
