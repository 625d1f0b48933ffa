import { clinicToday } from '@sprout/domain';
import { Button, DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { SessionListQuery } from '../api/list-sessions.ts';
import { DoctorSelect } from './doctor-select.tsx';

const DAY = 'YYYY-MM-DD';
const STATUS_OPTIONS = [
  { value: 'open', label: '出诊' },
  { value: 'stopped', label: '已停诊' },
] as const;

interface SessionToolbarProps {
  query: SessionListQuery;
  selectedCount: number;
  onChange: (next: Partial<SessionListQuery>) => void;
  onStopSelected: () => void;
}

export function SessionToolbar({ query, selectedCount, onChange, onStopSelected }: SessionToolbarProps) {
  const today = dayjs(clinicToday());
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
        <DatePicker.RangePicker
          allowEmpty={[false, true]}
          allowClear={false}
          value={[query.from ? dayjs(query.from) : null, query.to ? dayjs(query.to) : null]}
          placeholder={['开始日期', '不限']}
          presets={[
            { label: '今天', value: [today, today] },
            { label: '未来7天', value: [today, today.add(6, 'day')] },
            { label: '未来30天', value: [today, today.add(29, 'day')] },
            { label: '过去30天', value: [today.subtract(30, 'day'), today.subtract(1, 'day')] },
          ]}
          onChange={(range) =>
            onChange({
              from: range?.[0]?.format(DAY),
              to: range?.[1]?.format(DAY),
              pageNum: 1,
            })
          }
          data-testid="session-filter-range"
        />
        <DoctorSelect
          allowClear
          placeholder="全部医生"
          value={query.doctorId}
          onChange={(doctorId) => onChange({ doctorId, pageNum: 1 })}
          testId="session-filter-doctor"
        />
        <Select<'open' | 'stopped'>
          allowClear
          placeholder="全部状态"
          style={{ width: 130 }}
          value={query.status}
          onChange={(status) => onChange({ status, pageNum: 1 })}
          options={STATUS_OPTIONS.map((o) => ({ ...o }))}
          data-testid="session-filter-status"
        />
      </Space>
      <Button
        danger
        disabled={selectedCount === 0}
        onClick={onStopSelected}
        data-testid="session-stop-selected"
      >
        停诊{selectedCount > 0 ? `（已选 ${selectedCount} 个）` : ''}
      </Button>
    </div>
  );
}
