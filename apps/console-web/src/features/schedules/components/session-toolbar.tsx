import { clinicToday } from '@sprout/domain';
import { Button, DatePicker } from 'antd';
import dayjs from 'dayjs';
import { FilterSelect, HiddenLabel, ListToolbar } from '../../../components/list-toolbar.tsx';
import type { readSessionFilters } from '../utils/list-filters.ts';
import { DoctorSelect } from './doctor-select.tsx';

const DAY = 'YYYY-MM-DD';
const STATUS_OPTIONS = [
  { value: 'open', label: '出诊' },
  { value: 'stopped', label: '已停诊' },
] as const;

type SessionFilters = ReturnType<typeof readSessionFilters>;

interface SessionToolbarProps {
  filters: SessionFilters;
  selectedCount: number;
  onFilter: (next: Partial<SessionFilters>) => void;
  onStopSelected: () => void;
}

/** The days, doctor and status of the clinics shown, and 停诊 for the ticked ones. */
export function SessionToolbar({ filters, selectedCount, onFilter, onStopSelected }: SessionToolbarProps) {
  const today = dayjs(clinicToday());
  return (
    <ListToolbar
      filters={
        <>
          <span>
            <HiddenLabel htmlFor="session-filter-from">出诊日期从</HiddenLabel>
            <HiddenLabel htmlFor="session-filter-to">出诊日期到</HiddenLabel>
            <DatePicker.RangePicker
              id={{ start: 'session-filter-from', end: 'session-filter-to' }}
              allowEmpty={[false, true]}
              allowClear={false}
              value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
              placeholder={['开始日期', '不限']}
              presets={[
                { label: '今天', value: [today, today] },
                { label: '未来7天', value: [today, today.add(6, 'day')] },
                { label: '未来30天', value: [today, today.add(29, 'day')] },
                { label: '过去30天', value: [today.subtract(30, 'day'), today.subtract(1, 'day')] },
              ]}
              onChange={(range) => onFilter({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
              data-testid="session-filter-range"
            />
          </span>
          <DoctorSelect
            allowClear
            placeholder="全部医生"
            label="医生"
            value={filters.doctorId}
            onChange={(doctorId) => onFilter({ doctorId })}
            testId="session-filter-doctor"
          />
          <FilterSelect
            label="状态"
            placeholder="全部状态"
            width={130}
            value={filters.status}
            onChange={(status) => onFilter({ status })}
            options={STATUS_OPTIONS}
            testId="session-filter-status"
          />
        </>
      }
      actions={
        <Button
          danger
          disabled={selectedCount === 0}
          onClick={onStopSelected}
          data-testid="session-stop-selected"
        >
          停诊{selectedCount > 0 ? `（已选 ${selectedCount} 个）` : ''}
        </Button>
      }
    />
  );
}
