import type { DoctorTodayItem } from '@sprout/contract';
import { clinicToday } from '@sprout/domain';
import { App } from 'antd';
import { useCallback } from 'react';
import type { FilterValue } from '../../../lib/list-params.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useDoctorDay } from '../api/get-doctor-day.ts';
import { useMarkArrival } from '../api/mark-arrival.ts';
import { DOCTOR_DAY_PAGE_SIZE, readDayFilters, writeDayFilters } from '../utils/day-filters.ts';
import { DoctorDayToolbar } from './doctor-day-toolbar.tsx';
import { DoctorDayTable } from './doctor-day-table.tsx';

/** The doctor's list for a day, with 到诊 / 爽约 for today's paid bookings. */
export function DoctorDay() {
  // Read on every render, so a page left open past midnight moves on to the new day.
  const today = clinicToday();
  const readFilters = useCallback((params: URLSearchParams) => readDayFilters(params, today), [today]);
  const writeFilters = useCallback(
    (filters: ReturnType<typeof readDayFilters>): Record<string, FilterValue> =>
      writeDayFilters(filters, today),
    [today],
  );
  const { query, filter, paging } = useListParams({
    readFilters,
    writeFilters,
    defaultPageSize: DOCTOR_DAY_PAGE_SIZE,
  });
  const day = useDoctorDay(query);
  const mark = useMarkArrival();
  const { message } = App.useApp();

  const onMark = (item: DoctorTodayItem, outcome: 'arrived' | 'no_show') =>
    mark.mutate(
      { weId: item.weId, outcome },
      {
        onSuccess: () =>
          void message.success(
            outcome === 'arrived' ? `${item.babyName} 已到诊` : `已标记 ${item.babyName} 爽约`,
          ),
        onError: (error) => {
          void message.error(error.message);
          void day.refetch();
        },
      },
    );

  return (
    <>
      <DoctorDayToolbar
        date={query.date}
        today={today}
        status={query.status}
        onDateChange={(date) => filter({ date })}
        onStatusChange={(status) => filter({ status })}
      />
      <DoctorDayTable
        list={day}
        paging={paging}
        loading={day.isFetching && (day.isPending || day.isPlaceholderData)}
        today={today}
        date={query.date}
        markingId={mark.isPending ? mark.variables.weId : undefined}
        onMark={onMark}
      />
    </>
  );
}
