import { addDays } from '@sprout/domain';
import { Button, DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { AppointmentStatus } from '../api/get-doctor-day.ts';
import { STATUS_FILTER_OPTIONS } from '../utils/appointment-status.ts';

interface DoctorDayToolbarProps {
  date: string;
  today: string;
  status?: AppointmentStatus;
  onDateChange: (date: string) => void;
  onStatusChange: (status: AppointmentStatus | undefined) => void;
}

export function DoctorDayToolbar({
  date,
  today,
  status,
  onDateChange,
  onStatusChange,
}: DoctorDayToolbarProps) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Space.Compact>
        <Button onClick={() => onDateChange(addDays(date, -1))} data-testid="doctor-day-prev">
          前一天
        </Button>
        <DatePicker
          allowClear={false}
          value={dayjs(date)}
          onChange={(d) => d && onDateChange(d.format('YYYY-MM-DD'))}
          style={{ width: 150 }}
          data-testid="doctor-day-date"
        />
        <Button onClick={() => onDateChange(addDays(date, 1))} data-testid="doctor-day-next">
          后一天
        </Button>
      </Space.Compact>
      <Button disabled={date === today} onClick={() => onDateChange(today)} data-testid="doctor-day-today">
        回到今天
      </Button>
      <Select<AppointmentStatus>
        allowClear
        placeholder="待就诊、已到诊和爽约"
        style={{ width: 200 }}
        value={status}
        onChange={(value) => onStatusChange(value)}
        options={STATUS_FILTER_OPTIONS}
        data-testid="doctor-day-status"
      />
    </Space>
  );
}
