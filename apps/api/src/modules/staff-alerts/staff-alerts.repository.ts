import type { Db } from '../../db/database.ts';
import type { StaffAlertKind } from '../../db/schema-staff-alerts.ts';

/** Staff alerts (migration 032); only this module's services call these. */

export interface NewStaffAlert {
  kind: StaffAlertKind;
  subjectKey: string;
  title: string;
  body: string;
  link: string;
}

/** One row per staff member; a staff member told of this kind and subject already gets nothing new. */
export const insertAlerts = async (db: Db, staffIds: readonly number[], alert: NewStaffAlert, at: string) => {
  if (staffIds.length === 0) return;
  await db.kysely
    .insertInto('staff_alerts')
    .values(
      staffIds.map((staffId) => ({
        staff_id: staffId,
        kind: alert.kind,
        subject_key: alert.subjectKey,
        title: alert.title,
        body: alert.body,
        link: alert.link,
        created_at: at,
        read_at: null,
      })),
    )
    .onConflict((oc) => oc.columns(['staff_id', 'kind', 'subject_key']).doNothing())
    .execute();
};

export const recentAlerts = (db: Db, staffId: number, limit: number) =>
  db.kysely
    .selectFrom('staff_alerts')
    .selectAll()
    .where('staff_id', '=', staffId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const unreadCount = async (db: Db, staffId: number) =>
  Number(
    (
      await db.kysely
        .selectFrom('staff_alerts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('staff_id', '=', staffId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Marks the staff member's own alerts read: those named, or every one when none is named. */
export const markRead = (db: Db, staffId: number, alertIds: readonly number[] | null, at: string) => {
  let q = db.kysely
    .updateTable('staff_alerts')
    .set({ read_at: at })
    .where('staff_id', '=', staffId)
    .where('read_at', 'is', null);
  if (alertIds !== null) q = q.where('id', 'in', alertIds.length > 0 ? alertIds : [-1]);
  return q.execute();
};
