import { Select } from 'antd';
import { useDoctorOptions } from '../api/list-doctor-options.ts';

interface DoctorSelectProps {
  value?: number;
  onChange?: (doctorId: number | undefined) => void;
  facilityId?: number;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  /** Leave stopped doctors out (they cannot be given new clinics). */
  activeOnly?: boolean;
  width?: number | string;
  testId?: string;
  /** The accessible name where no form label names the select (a list filter). */
  label?: string;
}

/** A searchable doctor picker: type part of a name or department. */
export function DoctorSelect(props: DoctorSelectProps) {
  const { value, onChange, facilityId, placeholder = '选择医生', allowClear, disabled, activeOnly } = props;
  const doctors = useDoctorOptions(facilityId);
  const options = (doctors.data ?? []).filter((d) => !activeOnly || d.status === 'active');
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={allowClear}
      disabled={disabled}
      placeholder={placeholder}
      loading={doctors.isPending}
      value={value}
      onChange={(next) => onChange?.(next)}
      options={options.map(({ value: id, label }) => ({ value: id, label }))}
      style={{ width: props.width ?? 240 }}
      notFoundContent={doctors.isError ? '医生列表加载失败' : '没有匹配的医生'}
      aria-label={props.label}
      data-testid={props.testId}
    />
  );
}
