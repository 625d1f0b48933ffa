import type { ConsoleHoliday } from '@sprout/contract';
import { Alert, App, Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useHolidayList } from '../api/list-holidays.ts';
import { useFacilityOptions } from '../api/list-facility-options.ts';
import { useRemoveHoliday } from '../api/remove-holiday.ts';
import { thisYear, useHolidayFilters } from '../hooks/use-holiday-filters.ts';
import { AddHolidayModal } from './add-holiday-modal.tsx';
import { FacilitySelect } from './facility-select.tsx';
import { HolidayTable } from './holiday-table.tsx';

/** Holidays by facility and year; adding one closes the day, removing it opens the day again. */
export function HolidayManagement() {
  const { filters, query, update, pageSizes } = useHolidayFilters();
  const holidays = useHolidayList(query);
  const facilities = useFacilityOptions();
  const remove = useRemoveHoliday();
  const { message } = App.useApp();
  const [adding, setAdding] = useState(false);
  const year = thisYear();
  const years = [year - 1, year, year + 1, year + 2];

  const facilityName = (id: number) => facilities.data?.find((f) => f.value === id)?.label ?? `院区 ${id}`;
  const onRemove = (h: ConsoleHoliday) =>
    remove.mutate(h.holidayId, {
      onSuccess: () => void message.success(`已删除${h.name}（${h.date}）`),
      onError: (error) => void message.error(error.message),
    });

  return (
    <>
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
          <FacilitySelect
            allowClear
            placeholder="全部院区"
            value={filters.facilityId}
            onChange={(facilityId) => update({ facilityId, pageNum: 1 })}
            testId="holiday-filter-facility"
          />
          <Select<number>
            style={{ width: 120 }}
            value={filters.year}
            onChange={(value) => update({ year: value, pageNum: 1 })}
            options={years.map((y) => ({ value: y, label: `${y} 年` }))}
            data-testid="holiday-filter-year"
          />
        </Space>
        <Button type="primary" onClick={() => setAdding(true)} data-testid="holiday-create">
          添加节假日
        </Button>
      </div>
      {holidays.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={holidays.error.message} />
      )}
      <HolidayTable
        rows={holidays.data?.list ?? []}
        facilityName={facilityName}
        total={holidays.data?.total ?? 0}
        pageNum={filters.pageNum}
        pageSize={filters.pageSize}
        pageSizes={pageSizes}
        isLoading={holidays.isFetching}
        removingId={remove.isPending ? remove.variables : undefined}
        onPageChange={(pageNum, pageSize) =>
          update({ pageNum: pageSize === filters.pageSize ? pageNum : 1, pageSize })
        }
        onRemove={onRemove}
      />
      {adding && <AddHolidayModal facilityId={filters.facilityId} onClose={() => setAdding(false)} />}
    </>
  );
}
