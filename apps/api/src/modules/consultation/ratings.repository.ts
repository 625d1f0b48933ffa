import type { Db } from '../../db/database.ts';
import { countAll, toCount } from '../../db/dialect.ts';
import type { InquiryRatingRow } from '../../db/schema-consultation.ts';

/** Ratings of inquiries: one per inquiry (unique key), read per doctor. */

export const insertRating = (
  db: Db,
  r: Omit<InquiryRatingRow, 'id'>,
): Promise<InquiryRatingRow | undefined> =>
  db.kysely
    .insertInto('inquiry_ratings')
    .values(r)
    .onConflict((oc) => oc.column('inquiry_id').doNothing())
    .returningAll()
    .executeTakeFirst();

export const findRatingOfInquiry = (db: Db, inquiryId: number) =>
  db.kysely.selectFrom('inquiry_ratings').selectAll().where('inquiry_id', '=', inquiryId).executeTakeFirst();

/** A doctor's ratings, newest first, with the parent's nickname for display (accounts own users). */
export const pageDoctorRatings = async (db: Db, doctorId: number, pageNum: number, pageSize: number) => {
  const [rows, total] = await Promise.all([
    db.kysely
      .selectFrom('inquiry_ratings as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .selectAll('r')
      .select(['u.nickname', 'u.phone'])
      .where('r.doctor_id', '=', doctorId)
      .orderBy('r.id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    db.kysely
      .selectFrom('inquiry_ratings')
      .select(countAll())
      .where('doctor_id', '=', doctorId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toCount(total.count) };
};

/** Count and star total per doctor, for the lists' ratings. */
export const ratingTotalsOfDoctors = async (db: Db, doctorIds: readonly number[]) => {
  if (doctorIds.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('inquiry_ratings')
    .select((eb) => ['doctor_id', countAll(), eb.fn.sum<string | number>('stars').as('stars')])
    .where('doctor_id', 'in', doctorIds)
    .groupBy('doctor_id')
    .execute();
  return rows.map((r) => ({ doctorId: r.doctor_id, count: toCount(r.count), stars: toCount(r.stars) }));
};

/** One doctor's rating labels, for the label counts of the doctor's page. */
export const listRatingLabelsOfDoctor = (db: Db, doctorId: number) =>
  db.kysely.selectFrom('inquiry_ratings').select('labels').where('doctor_id', '=', doctorId).execute();

/** Every rating for the managers' list, newest first, by doctor and stars (names joined for display). */
export const pageRatings = async (
  db: Db,
  f: { doctorId?: number | undefined; stars?: number | undefined },
  pageNum: number,
  pageSize: number,
) => {
  let q = db.kysely
    .selectFrom('inquiry_ratings as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('doctors as d', 'd.id', 'r.doctor_id')
    .selectAll('r')
    .select(['u.nickname', 'u.phone', 'd.name as doctor_name']);
  let c = db.kysely.selectFrom('inquiry_ratings').select(countAll());
  if (f.doctorId !== undefined) {
    q = q.where('r.doctor_id', '=', f.doctorId);
    c = c.where('doctor_id', '=', f.doctorId);
  }
  if (f.stars !== undefined) {
    q = q.where('r.stars', '=', f.stars);
    c = c.where('stars', '=', f.stars);
  }
  const [rows, total] = await Promise.all([
    q
      .orderBy('r.id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    c.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toCount(total.count) };
};

/** An account merge (accounts/account-merge.ts): the ratings the parent gave follow them. */
export const moveRatingsToAccount = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  await trx.kysely
    .updateTable('inquiry_ratings')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
};
