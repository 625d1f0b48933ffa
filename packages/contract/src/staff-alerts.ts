import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idField } from './fields.ts';

/**
 * The console's alerts (issue 23): what must reach a doctor or manager while they work elsewhere in
 * the console, shown by the bell in the header (a red flag in a 图文问诊 chat; an inquiry with a red flag
 * no doctor has opened five minutes later).
 */
const P = '/api/console/alerts';

export const staffAlert = z.object({
  alertId: z.number().int(),
  kind: z.enum(['redFlag', 'redFlagUnseen']),
  title: z.string(),
  body: z.string(),
  /** The console route it opens. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});

export const staffAlertsAnswer = z.object({ unread: z.number().int(), list: z.array(staffAlert) });
export type StaffAlerts = z.infer<typeof staffAlertsAnswer>;

export const staffAlerts = {
  myAlerts: endpoint({
    method: 'GET',
    path: P,
    tag: 'staff-alerts',
    access: 'staff',
    summary: '我的提醒：最新30条与未读数（问诊危险信号、无人查看的危险信号）',
    response: staffAlertsAnswer,
  }),
  readAlerts: endpoint({
    method: 'POST',
    path: `${P}/read`,
    tag: 'staff-alerts',
    access: 'staff',
    summary: '标记提醒已读：所列的提醒，或不传时全部',
    body: z.strictObject({ alertIds: z.array(idField).max(100, '一次最多100条').optional() }),
    response: staffAlertsAnswer,
  }),
} as const;
