import type { api, LinkableDoctorAccount, ParsedQueryOf } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { activeStaffIdsOfRole, findStaffRole, pageDoctorAccounts } from './doctor-accounts.repository.ts';

/**
 * The doctor-role sign-ins a manager may link to a doctor. The staff list itself is an admin's page
 * (it can reset passwords); a manager linking a doctor needs only names, so this answers just that.
 */
export const listDoctorAccounts = async (
  ctx: AppContext,
  q: ParsedQueryOf<typeof api.clinicAdmin.listDoctorAccounts>,
) => {
  const { rows, total } = await pageDoctorAccounts(ctx.db, q);
  const list: LinkableDoctorAccount[] = rows.map((r) => ({
    staffId: r.id,
    displayName: r.display_name,
    username: r.username,
    status: r.status,
    linkedDoctorId: r.doctor_id,
    linkedDoctorName: r.doctor_name,
  }));
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
};

/** A staff member's role and status, for the clinic's check that a doctor is linked to a doctor account. */
export const staffRoleOf = (db: Db, staffId: number) => findStaffRole(db, staffId);

/** The active managers' sign-ins: whom an escalation (a red flag no doctor opened) tells. */
export const activeManagerIds = (db: Db) => activeStaffIdsOfRole(db, 'manager');
