import type { LinkableDoctorAccount } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { containsText, countAll } from '../../db/dialect.ts';
import { offsetOf, type PageArgs, pageAnswer } from './directory.repository.ts';

/**
 * The doctor-role sign-ins a manager may link to a doctor. The staff list itself is an admin's page
 * (it can reset passwords); a manager linking a doctor needs only names, so this answers just that.
 */
export async function listDoctorAccounts(ctx: AppContext, q: PageArgs & { keyword?: string }) {
  let base = ctx.db.kysely
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
      // Active, unlinked accounts first: they are the ones a manager is looking for.
      .orderBy('staff.status', 'asc')
      .orderBy('doctors.id', (ob) => ob.nullsFirst())
      .orderBy('staff.id', 'asc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
    base.select(countAll()).executeTakeFirst(),
  ]);
  const list: LinkableDoctorAccount[] = rows.map((r) => ({
    staffId: r.id,
    displayName: r.display_name,
    username: r.username,
    status: r.status,
    linkedDoctorId: r.doctor_id,
    linkedDoctorName: r.doctor_name,
  }));
  return pageAnswer(list, total, q);
}
