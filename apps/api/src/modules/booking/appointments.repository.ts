import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type { AppointmentRow, AppointmentStatus, Database } from '../../db/schema.ts';
import type { Kysely } from 'kysely';
import { compiledQuery, param } from '../../db/compiled-query.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export type NewAppointment = Omit<
  AppointmentRow,
  'id' | 'created_at' | 'updated_at' | 'marked_by' | 'marked_at'
>;

export const insertAppointment = (trx: Db, values: NewAppointment, now: Date) =>
  trx.kysely
    .insertInto('appointments')
    .values({ ...values, created_at: nowIso(now), updated_at: nowIso(now) })
    .returningAll()
    .executeTakeFirstOrThrow();

/** The partial unique index (one live appointment per baby and slot) refused the insert. */
export { isUniqueViolation };

/** The half-day index (migration 012) refused the insert: the baby already holds that doctor's half-day. */
export const isHalfDayViolation = (err: unknown): boolean =>
  isUniqueViolation(err) && err instanceof Error && /half_day/.test(err.message);

/** Statuses that hold a child's place in a half-day: unpaid and holding, paid, or already arrived. */
const HOLDS_HALF_DAY: AppointmentStatus[] = ['pending_payment', 'booked', 'arrived'];

/**
 * The baby's live appointment on any slot of this clinic session (one doctor's half-day), if any:
 * the readable refusal. Under a race the partial unique index on half_day_key decides.
 */
export const liveAppointmentInSession = (
  db: Db,
  babyId: number,
  session: { id: number; doctorId: number; date: string },
) =>
  db.kysely
    .selectFrom('appointments as a')
    .innerJoin('slots as s', 's.id', 'a.slot_id')
    .select(['a.id', 'a.slot_id'])
    // Doctor and date first: appointments_doctor_date keeps this a handful of rows at any table size.
    .where('a.doctor_id', '=', session.doctorId)
    .where('a.date', '=', session.date)
    .where('a.baby_id', '=', babyId)
    .where('s.session_id', '=', session.id)
    .where('a.status', 'in', HOLDS_HALF_DAY)
    .executeTakeFirst();

export const findAppointment = (db: Db, id: number) =>
  db.kysely.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();

export const findOwnAppointment = (db: Db, userId: number, id: number) =>
  db.kysely
    .selectFrom('appointments')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/**
 * Moves an appointment to `to` only if it is still in one of `from`: true when this very update
 * changed it, so a caller can do what goes with the move (give the seat back) exactly once.
 */
export const updateAppointmentStatus = async (
  trx: Db,
  id: number,
  from: readonly AppointmentStatus[],
  to: AppointmentStatus,
  options: { cancelReason?: string | null | undefined; now: Date },
): Promise<boolean> => {
  const now = nowIso(options.now);
  const res = await trx.kysely
    .updateTable('appointments')
    .set({
      status: to,
      updated_at: now,
      ...(to === 'cancelled' ? { cancelled_at: now, cancel_reason: options.cancelReason ?? null } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
};

/** Live (unpaid or booked) appointments on some slots, oldest first. */
export const liveAppointmentsOnSlots = (
  db: Db,
  slotIds: readonly number[],
  live: readonly AppointmentStatus[],
): Promise<AppointmentRow[]> =>
  slotIds.length === 0
    ? Promise.resolve([])
    : db.kysely
        .selectFrom('appointments')
        .selectAll()
        .where('status', 'in', live)
        .where('slot_id', 'in', slotIds)
        .orderBy('id')
        .execute();

export const setAppointmentOrder = (trx: Db, id: number, orderId: number) =>
  trx.kysely.updateTable('appointments').set({ order_id: orderId }).where('id', '=', id).execute();

export const hideOwnAppointment = async (
  db: Db,
  userId: number,
  id: number,
  hideable: AppointmentStatus[],
) => {
  const res = await db.kysely
    .updateTable('appointments')
    .set({ hidden_at: nowIso(), updated_at: nowIso() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', 'in', hideable)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
};

/** The joined row the views are built from. */
const viewRows = (kysely: Kysely<Database>) =>
  kysely
    .selectFrom('appointments as a')
    .innerJoin('babies as b', 'b.id', 'a.baby_id')
    .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
    .innerJoin('departments as dp', 'dp.id', 'a.department_id')
    .innerJoin('facilities as f', 'f.id', 'a.facility_id')
    .innerJoin('slots as s', 's.id', 'a.slot_id')
    .innerJoin('clinic_sessions as cs', 'cs.id', 's.session_id')
    .leftJoin('orders as o', 'o.id', 'a.order_id')
    .selectAll('a')
    .select([
      'b.name as baby_name',
      'd.name as doctor_name',
      'd.title as doctor_title',
      'd.photo_url as doctor_photo_url',
      'dp.name as dept_name',
      'f.name as facility_name',
      'f.address as facility_address',
      'f.cancel_cutoff_minutes',
      'cs.period',
      'o.order_no',
      'o.status as order_status',
      'o.amount_fen as order_amount_fen',
    ]);
export type AppointmentViewRow = Awaited<ReturnType<typeof findOwnAppointmentView>> & {};

export const findOwnAppointmentView = (db: Db, userId: number, id: number) =>
  viewRows(db.kysely).where('a.id', '=', id).where('a.user_id', '=', userId).executeTakeFirst();

export interface AppointmentFilter {
  userId: number;
  status?: AppointmentStatus | undefined;
  babyId?: number | undefined;
  pid?: string | undefined;
}

interface AppointmentPageParams extends Record<string, unknown> {
  userId: number;
  status: AppointmentStatus | undefined;
  babyId: number | undefined;
  pid: string | undefined;
  limit: number;
  offset: number;
}

// A parent's list is a key read: compiled once per set of filters given (compiled-query.ts).
const appointmentPage = compiledQuery<AppointmentPageParams, AppointmentViewRow>((kysely, has) => {
  let q = viewRows(kysely).where('a.user_id', '=', param<number>('userId')).where('a.hidden_at', 'is', null);
  if (has('status')) q = q.where('a.status', '=', param<AppointmentStatus>('status'));
  if (has('babyId')) q = q.where('a.baby_id', '=', param<number>('babyId'));
  if (has('pid')) q = q.where('a.pid', '=', param<string>('pid'));
  return q.orderBy('a.id', 'desc').limit(param<number>('limit')).offset(param<number>('offset'));
});

const appointmentCount = compiledQuery<AppointmentPageParams, { count: string | number }>((kysely, has) => {
  let q = kysely
    .selectFrom('appointments as a')
    .select(countAll())
    .where('a.user_id', '=', param<number>('userId'))
    .where('a.hidden_at', 'is', null);
  if (has('status')) q = q.where('a.status', '=', param<AppointmentStatus>('status'));
  if (has('babyId')) q = q.where('a.baby_id', '=', param<number>('babyId'));
  if (has('pid')) q = q.where('a.pid', '=', param<string>('pid'));
  return q;
});

export const pageOwnAppointments = async (
  db: Db,
  filter: AppointmentFilter,
  pageNum: number,
  pageSize: number,
) => {
  const params: AppointmentPageParams = {
    userId: filter.userId,
    status: filter.status || undefined,
    babyId: filter.babyId || undefined,
    pid: filter.pid || undefined,
    limit: pageSize,
    offset: (pageNum - 1) * pageSize,
  };
  const [list, total] = await Promise.all([appointmentPage(db, params), appointmentCount(db, params)]);
  return { list, total: toCount(total[0]?.count) };
};

/** An account merge (accounts/account-merge.ts): the merged account's appointments follow the parent (their babies move too). */
export const moveAppointmentsToAccount = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  await trx.kysely
    .updateTable('appointments')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
};
