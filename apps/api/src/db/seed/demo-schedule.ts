import type { Db } from '../database.ts';
import { nowIso } from '../dialect.ts';
import { generateAhead } from '../../modules/clinic/schedule.service.ts';

/**
 * The demo doctors' weekly templates: mornings 08:30-11:30 and some afternoons 14:00-17:00 in
 * 30-minute slots, 2-4 children a slot. Generated at seed time so `npm start` has bookable slots.
 */
const AM = { period: 'am', start: '08:30', end: '11:30' } as const;
const PM = { period: 'pm', start: '14:00', end: '17:00' } as const;
type Week = { days: number[]; session: typeof AM | typeof PM; capacity: number }[];

export const DEMO_WEEKLY_SCHEDULE: Record<string, Week> = {
  林晓岚: [
    { days: [1, 3, 5], session: AM, capacity: 3 },
    { days: [2], session: PM, capacity: 2 },
    { days: [6], session: AM, capacity: 4 },
  ],
  周文博: [
    { days: [2, 4, 6], session: AM, capacity: 3 },
    { days: [1], session: PM, capacity: 3 },
  ],
  陈思雨: [
    { days: [1, 2, 3, 4, 5], session: AM, capacity: 4 },
    { days: [3], session: PM, capacity: 4 },
  ],
  王建国: [
    { days: [1, 2, 3, 4, 5, 6, 7], session: AM, capacity: 4 },
    { days: [1, 3, 5], session: PM, capacity: 3 },
  ],
  赵敏: [
    { days: [2, 4], session: AM, capacity: 2 },
    { days: [4], session: PM, capacity: 2 },
  ],
  刘佳怡: [
    { days: [3, 6], session: AM, capacity: 3 },
    { days: [5], session: PM, capacity: 3 },
  ],
};

export const seedDemoSchedule = async (db: Db, now = new Date()): Promise<void> => {
  const doctors = await db.kysely.selectFrom('doctors').select(['id', 'name']).execute();
  const rows = doctors.flatMap((d) =>
    (DEMO_WEEKLY_SCHEDULE[d.name] ?? []).flatMap((w) =>
      w.days.map((weekday) => ({
        doctor_id: d.id,
        weekday,
        period: w.session.period,
        start_time: w.session.start,
        end_time: w.session.end,
        slot_minutes: 30,
        capacity_per_slot: w.capacity,
        active: 1,
        updated_by: null,
        updated_at: nowIso(now),
      })),
    ),
  );
  if (rows.length > 0) await db.kysely.insertInto('schedule_templates').values(rows).execute();
  await generateAhead(db, now);
};
