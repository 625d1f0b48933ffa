import type { ConsoleHoliday } from '@sprout/contract';
import { App, Button } from 'antd';
import { useState } from 'react';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useHolidayList } from '../api/list-holidays.ts';
import { useFacilityOptions } from '../api/list-facility-options.ts';
import { useRemoveHoliday } from '../api/remove-holiday.ts';
import { holidayRange, readHolidayFilters, thisYear, writeHolidayFilters } from '../utils/list-filters.ts';
import { AddHolidayModal } from './add-holiday-modal.tsx';
import { FacilitySelect } from './facility-select.tsx';
import { HolidayTable } from './holiday-table.tsx';

/** Holidays by facility and year; adding one closes the day, removing it opens the day again. */
export function HolidayManagement() {
  const { query, filter, paging } = useListParams({
    readFilters: readHolidayFilters,
    writeFilters: writeHolidayFilters,
  });
  const { year: shownYear, ...listQuery } = query;
  const holidays = useHolidayList({ ...listQuery, ...holidayRange(shownYear) });
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
      <ListToolbar
        filters={
          <>
            <FacilitySelect
              allowClear
              placeholder="全部院区"
              label="院区"
              value={query.facilityId}
              onChange={(facilityId) => filter({ facilityId })}
              testId="holiday-filter-facility"
            />
            <FilterSelect
              label="年份"
              width={120}
              allowClear={false}
              value={query.year}
              onChange={(year) => filter({ year })}
              options={years.map((y) => ({ value: y, label: `${y} 年` }))}
              testId="holiday-filter-year"
            />
          </>
        }
        actions={
          <Button type="primary" onClick={() => setAdding(true)} data-testid="holiday-create">
            添加节假日
          </Button>
        }
      />
      <HolidayTable
        list={holidays}
        paging={paging}
        facilityName={facilityName}
        removingId={remove.isPending ? remove.variables : undefined}
        onRemove={onRemove}
      />
      {adding && <AddHolidayModal facilityId={query.facilityId} onClose={() => setAdding(false)} />}
    </>
  );
}
