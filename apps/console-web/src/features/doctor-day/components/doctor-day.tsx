import type { DoctorTodayItem } from '@sprout/contract';
import { Alert, App } from 'antd';
import { useDoctorDay } from '../api/get-doctor-day.ts';
import { useMarkArrival } from '../api/mark-arrival.ts';
import { useDoctorDayFilters } from '../hooks/use-doctor-day-filters.ts';
import { DoctorDayToolbar } from './doctor-day-toolbar.tsx';
import { DoctorDayTable } from './doctor-day-table.tsx';

/** The doctor's list for a day, with 到诊 / 爽约 for today's paid bookings. */
export function DoctorDay() {
  const { query, update, today, pageSizes } = useDoctorDayFilters();
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
        onDateChange={(date) => update({ date, pageNum: 1 })}
        onStatusChange={(status) => update({ status, pageNum: 1 })}
      />
      {day.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={day.error.message} />}
      <DoctorDayTable
        rows={day.data?.list ?? []}
        today={today}
        date={query.date}
        total={day.data?.total ?? 0}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        pageSizes={pageSizes}
        isLoading={day.isFetching && (day.isPending || day.isPlaceholderData)}
        markingId={mark.isPending ? mark.variables.weId : undefined}
        onPageChange={(pageNum, pageSize) =>
          update({ pageNum: pageSize === query.pageSize ? pageNum : 1, pageSize })
        }
        onMark={onMark}
      />
    </>
  );
}
