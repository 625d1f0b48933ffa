import type { api, ParsedQueryOf } from '@sprout/contract';
import { containsText, countAll, toCount } from '../../db/dialect.ts';
import type { Db } from '../../db/database.ts';

/**
 * Doctor-role sign-ins with the doctor each is linked to (joined read-only for its id and name),
 * active and unlinked ones first: they are the ones a manager linking a doctor is looking for.
 */
export const pageDoctorAccounts = async (
  db: Db,
  q: ParsedQueryOf<typeof api.clinicAdmin.listDoctorAccounts>,
) => {
  let base = db.kysely
    .selectFrom('staff')
    .leftJoin('doctors', 'doctors.staff_id', 'staff.id')
    .where('staff.role', '=', 'doctor');
  if (q.keyword) {
    const keyword = q.keyword;
    base = base.where((eb) =>
      eb.or([containsText('staff.username', keyword), containsText('staff.display_name', keyword)]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .select([
        'staff.id',
        'staff.display_name',
        'staff.username',
        'staff.status',
        'doctors.id as doctor_id',
        'doctors.name as doctor_name',
      ])
      .orderBy('staff.status', 'asc')
      .orderBy('doctors.id', (ob) => ob.nullsFirst())
      .orderBy('staff.id', 'asc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    base.select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

export const findStaffRole = (db: Db, staffId: number) =>
  db.kysely.selectFrom('staff').select(['id', 'role', 'status']).where('id', '=', staffId).executeTakeFirst();

/** The active sign-ins with this role (the managers an escalation tells). */
export const activeStaffIdsOfRole = async (db: Db, role: 'doctor' | 'manager' | 'admin'): Promise<number[]> =>
  (
    await db.kysely
      .selectFrom('staff')
      .select('id')
      .where('role', '=', role)
      .where('status', '=', 'active')
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
