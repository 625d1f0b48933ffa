import { type InquiryMove, inquiryMove } from '@sprout/domain';
import type { Db } from '../../db/database.ts';
import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type { InquiriesTable, InquiryRow, InquiryStatusColumn } from '../../db/schema-consultation.ts';
import { type Insertable, sql, type Updateable } from 'kysely';

/**
 * Inquiries: the only SQL on them. Every status change is `moveInquiry`, a conditional update from the
 * state machine's `from` list, so a second or concurrent request finds nothing to move.
 */
export const insertInquiry = (db: Db, row: Insertable<InquiriesTable>): Promise<InquiryRow> =>
  db.kysely.insertInto('inquiries').values(row).returningAll().executeTakeFirstOrThrow();

export const setInquiryOrder = async (db: Db, inquiryId: number, orderId: number) => {
  await db.kysely.updateTable('inquiries').set({ order_id: orderId }).where('id', '=', inquiryId).execute();
};

export const findInquiry = (db: Db, inquiryId: number): Promise<InquiryRow | undefined> =>
  db.kysely.selectFrom('inquiries').selectAll().where('id', '=', inquiryId).executeTakeFirst();

/** A parent's inquiry; another parent's reads as absent. */
export const findOwnInquiry = (db: Db, userId: number, inquiryId: number) =>
  db.kysely
    .selectFrom('inquiries')
    .selectAll()
    .where('id', '=', inquiryId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** Extra conditions of a move: the doctor who must hold the inquiry, or that no doctor has answered yet. */
export interface MoveGuard {
  doctorId?: number;
  unanswered?: boolean;
}

/**
 * Moves an inquiry by the state machine: only from the move's `from` statuses (and only under the
 * guard's conditions). Returns the moved row, or undefined when nothing moved.
 */
export const moveInquiry = (
  db: Db,
  inquiryId: number,
  move: InquiryMove,
  changes: Updateable<InquiriesTable> = {},
  guard: MoveGuard = {},
): Promise<InquiryRow | undefined> => {
  const rule = inquiryMove(move);
  let q = db.kysely
    .updateTable('inquiries')
    .set({ ...changes, status: rule.to, updated_at: nowIso() })
    .where('id', '=', inquiryId)
    .where('status', 'in', [...rule.from]);
  if (guard.doctorId !== undefined) q = q.where('doctor_id', '=', guard.doctorId);
  if (guard.unanswered) q = q.where('first_answered_at', 'is', null);
  return q.returningAll().executeTakeFirst();
};

/** The doctor's first reply, once; only while the inquiry is in progress. */
export const setFirstAnswer = (db: Db, inquiryId: number, at: string) =>
  db.kysely
    .updateTable('inquiries')
    .set({ first_answered_at: at, updated_at: at })
    .where('id', '=', inquiryId)
    .where('status', '=', 'inProgress')
    .where('first_answered_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

/** The display columns the views need, joined read-only (babies, doctors, departments, orders). */
const viewRows = (db: Db) =>
  db.kysely
    .selectFrom('inquiries as i')
    .innerJoin('babies as b', 'b.id', 'i.baby_id')
    .innerJoin('doctors as d', 'd.id', 'i.doctor_id')
    .innerJoin('departments as dp', 'dp.id', 'i.department_id')
    .leftJoin('orders as o', 'o.id', 'i.order_id')
    .selectAll('i')
    .select([
      'b.name as baby_name',
      'b.sex as baby_sex',
      'b.birthday as baby_birthday',
      'd.name as doctor_name',
      'd.title as doctor_title',
      'dp.name as dept_name',
      'o.order_no',
      'o.status as order_status',
      'o.expires_at as order_expires_at',
    ]);
export type InquiryViewRow = Awaited<ReturnType<ReturnType<typeof viewRows>['executeTakeFirstOrThrow']>>;

export const findInquiryView = (db: Db, inquiryId: number) =>
  viewRows(db).where('i.id', '=', inquiryId).executeTakeFirst();

export const pageOwnInquiries = async (
  db: Db,
  userId: number,
  statuses: readonly InquiryStatusColumn[] | null,
  pageNum: number,
  pageSize: number,
) => {
  let q = viewRows(db).where('i.user_id', '=', userId);
  let c = db.kysely.selectFrom('inquiries').select(countAll()).where('user_id', '=', userId);
  if (statuses) {
    q = q.where('i.status', 'in', [...statuses]);
    c = c.where('status', 'in', [...statuses]);
  }
  const [rows, total] = await Promise.all([
    q
      .orderBy('i.id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    c.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toCount(total.count) };
};

/**
 * The inbox: one status, one doctor (or all for a manager); an inquiry whose chat showed an emergency
 * sign first (the earliest first), then the most urgent deadline.
 */
export const pageInbox = async (
  db: Db,
  doctorId: number | null,
  status: InquiryStatusColumn,
  pageNum: number,
  pageSize: number,
) => {
  let q = viewRows(db).where('i.status', '=', status);
  let c = db.kysely.selectFrom('inquiries').select(countAll()).where('status', '=', status);
  if (doctorId !== null) {
    q = q.where('i.doctor_id', '=', doctorId);
    c = c.where('doctor_id', '=', doctorId);
  }
  const deadline = status === 'inProgress' ? 'i.answer_deadline_at' : 'i.accept_deadline_at';
  const [rows, total] = await Promise.all([
    q
      .orderBy(sql`case when i.red_flag_at is null then 1 else 0 end`)
      .orderBy('i.red_flag_at')
      .orderBy(deadline)
      .orderBy('i.id')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    c.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toCount(total.count) };
};

/** The baby's most recent inquiry (allergies and medicines prefill the next one). */
export const findLastInquiryOfBaby = (db: Db, babyId: number) =>
  db.kysely
    .selectFrom('inquiries')
    .select(['allergies', 'medicines'])
    .where('baby_id', '=', babyId)
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** Completed (and rated) inquiries per doctor: the answered count of the doctor lists. */
export const answeredCounts = async (db: Db, doctorIds: readonly number[]) => {
  if (doctorIds.length === 0) return new Map<number, number>();
  const rows = await db.kysely
    .selectFrom('inquiries')
    .select(['doctor_id', countAll()])
    .where('doctor_id', 'in', doctorIds)
    .where('status', 'in', ['completed', 'rated'])
    .groupBy('doctor_id')
    .execute();
  return new Map(rows.map((r) => [r.doctor_id, toCount(r.count)]));
};

/** Every inquiry of a thread (the first and its 再次咨询 follow-ups), oldest first. */
export const findThreadInquiries = (db: Db, rootId: number): Promise<InquiryRow[]> =>
  db.kysely
    .selectFrom('inquiries')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', rootId), eb('first_inquiry_id', '=', rootId)]))
    .orderBy('id')
    .execute();

/** An account merge (accounts/account-merge.ts): the parent's inquiries (and so their chats) follow them. */
export const moveInquiriesToAccount = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  await trx.kysely
    .updateTable('inquiries')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
};

/** Adds red-flag signs to an inquiry; the first time also when (an inquiry keeps its first red flag's time). */
export const addRedFlagSigns = (db: Db, inquiryId: number, signs: string, at: string) =>
  db.kysely
    .updateTable('inquiries')
    .set({ red_flag_at: sql`coalesce(red_flag_at, ${at})`, red_flag_signs: signs, updated_at: at })
    .where('id', '=', inquiryId)
    .execute();

export const findRedFlagSigns = async (db: Db, inquiryId: number): Promise<string | null> =>
  (
    await db.kysely
      .selectFrom('inquiries')
      .select('red_flag_signs')
      .where('id', '=', inquiryId)
      .executeTakeFirst()
  )?.red_flag_signs ?? null;

/** The first time the inquiry's doctor opened it after its red flag; later opens change nothing. */
export const setRedFlagSeen = (db: Db, inquiryId: number, at: string) =>
  db.kysely
    .updateTable('inquiries')
    .set({ red_flag_seen_at: at })
    .where('id', '=', inquiryId)
    .where('red_flag_at', 'is not', null)
    .where('red_flag_seen_at', 'is', null)
    .execute();
