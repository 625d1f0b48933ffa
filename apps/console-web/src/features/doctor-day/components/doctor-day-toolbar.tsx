import { addDays } from '@sprout/domain';
import { Button, DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
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
    <ListToolbar
      filters={
        <>
          <Space.Compact>
            <Button onClick={() => onDateChange(addDays(date, -1))} data-testid="doctor-day-prev">
              前一天
            </Button>
            <DatePicker
              allowClear={false}
              value={dayjs(date)}
              onChange={(d) => d && onDateChange(d.format('YYYY-MM-DD'))}
              style={{ width: 150 }}
              aria-label="就诊日期"
              data-testid="doctor-day-date"
            />
            <Button onClick={() => onDateChange(addDays(date, 1))} data-testid="doctor-day-next">
              后一天
            </Button>
          </Space.Compact>
          <Button
            disabled={date === today}
            onClick={() => onDateChange(today)}
            data-testid="doctor-day-today"
          >
            回到今天
          </Button>
          <FilterSelect
            label="预约状态"
            placeholder="待就诊、已到诊和爽约"
            width={200}
            value={status}
            onChange={onStatusChange}
            options={STATUS_FILTER_OPTIONS}
            testId="doctor-day-status"
          />
        </>
      }
    />
  );
}
