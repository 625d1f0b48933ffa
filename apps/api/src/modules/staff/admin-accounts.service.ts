import { api } from '@sprout/contract';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { hashPassword } from './password-hash.service.ts';
import { judgeAdminPassword, type Reason } from './password-strength.service.ts';
import * as repo from './staff.repository.ts';

export interface NewAdministrator {
  username: string;
  displayName: string;
  password: string;
}

export type AdministratorOutcome =
  | { created: true; staffId: number; score: number | null }
  | { created: false; reasons: Reason[] };

// The console's own rules for the two names, so an account made here can be edited there.
const fields = api.staffAuth.createStaff.body.shape;

const refused = (...reasons: Reason[]): AdministratorOutcome => ({ created: false, reasons });

/**
 * Creates an administrator from the server's command line (`npm run admin:create`): the way a new
 * clinic gets its first console account, and a way back in when no administrator can log in. There is
 * no signed-in actor, so the audit row names the system; the password must pass the strength rule.
 */
export const createAdministrator = async (db: Db, input: NewAdministrator): Promise<AdministratorOutcome> => {
  const username = fields.username.safeParse(input.username);
  if (!username.success)
    return refused({
      zh: username.error.issues[0]?.message ?? '用户名不合规',
      en: 'The username needs 4 to 32 letters, digits or underscores, starting with a letter.',
    });
  const displayName = fields.displayName.safeParse(input.displayName);
  if (!displayName.success)
    return refused({ zh: '姓名需为 1 到 20 个字符。', en: 'The display name needs 1 to 20 characters.' });
  const verdict = judgeAdminPassword(input.password, [username.data, displayName.data]);
  if (!verdict.ok) return refused(...verdict.reasons);
  const taken = {
    zh: `用户名 ${username.data} 已存在。`,
    en: `The username ${username.data} is already taken.`,
  };
  if (await repo.findStaffByUsername(db, username.data)) return refused(taken);

  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  try {
    const row = await inTransaction(db, async (trx) => {
      const staff = await repo.insertStaff(trx, {
        username: username.data,
        display_name: displayName.data,
        role: 'admin',
        password_hash: passwordHash,
        status: 'active',
        created_at: now,
        updated_at: now,
        updated_by: null,
      });
      await writeAudit(trx, {
        actorType: 'system',
        actorId: null,
        action: 'staff.create',
        subjectType: 'staff',
        subjectId: String(staff.id),
        detail: { role: 'admin', via: 'admin:create' },
      });
      return staff;
    });
    return { created: true, staffId: row.id, score: verdict.score };
  } catch (err) {
    // The unique username: someone took it between the look-up and the insert.
    if (await repo.findStaffByUsername(db, username.data)) return refused(taken);
    throw err;
  }
};
