import type { Db } from '../../db/database.ts';
import { countAll, toCount } from '../../db/dialect.ts';
import type { InquiryComplaintRow, InquiryComplaintsTable } from '../../db/schema-consult-desk.ts';
import { type Insertable, sql } from 'kysely';

/** Parents' complaints about inquiries; one open complaint per inquiry (a partial unique index). */

/** The new complaint, or undefined when the inquiry already has an open one. */
export const insertComplaint = (
  db: Db,
  row: Insertable<InquiryComplaintsTable>,
): Promise<InquiryComplaintRow | undefined> =>
  db.kysely
    .insertInto('inquiry_complaints')
    .values(row)
    // The target names the partial index literally: a bound parameter would not match its WHERE.
    .onConflict((oc) => oc.column('inquiry_id').where(sql<boolean>`status = 'open'`).doNothing())
    .returningAll()
    .executeTakeFirst();

export const findOpenComplaintOfInquiry = (db: Db, inquiryId: number) =>
  db.kysely
    .selectFrom('inquiry_complaints')
    .select('id')
    .where('inquiry_id', '=', inquiryId)
    .where('status', '=', 'open')
    .executeTakeFirst();

/** Open → handled with the reply, once: a second answer finds nothing to move. */
export const handleComplaint = (db: Db, complaintId: number, reply: string, staffId: number, at: string) =>
  db.kysely
    .updateTable('inquiry_complaints')
    .set({ status: 'handled', reply, handled_by: staffId, handled_at: at })
    .where('id', '=', complaintId)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();

/** With the display columns of the console (names joined read-only) and the child for the audit row. */
const viewRows = (db: Db) =>
  db.kysely
    .selectFrom('inquiry_complaints as c')
    .innerJoin('inquiries as i', 'i.id', 'c.inquiry_id')
    .innerJoin('babies as b', 'b.id', 'i.baby_id')
    .innerJoin('doctors as d', 'd.id', 'c.doctor_id')
    .leftJoin('staff as s', 's.id', 'c.handled_by')
    .selectAll('c')
    .select([
      'i.baby_id',
      'b.name as baby_name',
      'd.name as doctor_name',
      's.display_name as handled_by_name',
    ]);
export type ComplaintViewRow = Awaited<ReturnType<ReturnType<typeof viewRows>['executeTakeFirstOrThrow']>>;

export const findComplaintView = (db: Db, complaintId: number) =>
  viewRows(db).where('c.id', '=', complaintId).executeTakeFirst();

export interface ComplaintFilter {
  status?: 'open' | 'handled' | undefined;
  doctorId?: number | undefined;
}

export const pageComplaints = async (db: Db, f: ComplaintFilter, pageNum: number, pageSize: number) => {
  let q = viewRows(db);
  let c = db.kysely.selectFrom('inquiry_complaints').select(countAll());
  if (f.status !== undefined) {
    q = q.where('c.status', '=', f.status);
    c = c.where('status', '=', f.status);
  }
  if (f.doctorId !== undefined) {
    q = q.where('c.doctor_id', '=', f.doctorId);
    c = c.where('doctor_id', '=', f.doctorId);
  }
  const [rows, total] = await Promise.all([
    q
      .orderBy('c.id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    c.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toCount(total.count) };
};

/** An account merge (accounts/account-merge.ts): the complaints the parent made follow them. */
export const moveComplaintsToAccount = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  await trx.kysely
    .updateTable('inquiry_complaints')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
};
