import { useQuery } from '@tanstack/react-query';
import { listTemplates } from '../api/list-templates.ts';
import { SCHEDULE_KEYS } from '../api/query-keys.ts';

/**
 * The doctor's row for that weekday and period, if there is one: saving the same three again replaces
 * its times, and the form says so before it happens.
 */
export function useExistingTemplate(doctorId?: number, weekday?: number, period?: 'am' | 'pm') {
  const query = { pageNum: 1, pageSize: 10, doctorId, weekday };
  const rows = useQuery({
    queryKey: [...SCHEDULE_KEYS.templates, query],
    queryFn: () => listTemplates(query),
    enabled: doctorId !== undefined && weekday !== undefined,
  });
  if (doctorId === undefined || weekday === undefined) return undefined;
  return rows.data?.list.find((t) => t.doctorId === doctorId && t.weekday === weekday && t.period === period);
}
