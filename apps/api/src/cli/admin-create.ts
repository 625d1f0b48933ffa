// `npm run admin:create [-- --username admin --name 系统管理员 --password-file <file>]`: creates a
// console administrator on the configured database (SQLite or PostgreSQL), the way a new clinic gets
// its first one. The password is typed twice without echo, or read from a file (its first line).
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { migrateWithBackup } from '../db/upgrade.ts';
import { createAdministrator } from '../modules/staff/admin-accounts.service.ts';
import {
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_PASSWORD_MIN_SCORE,
  type Reason,
} from '../modules/staff/password-strength.service.ts';
import { CommandRefused, runCommand, say } from './cli-run.ts';
import { readPasswordTwice } from './read-password.ts';

const USAGE = `usage: npm run admin:create -- [--username <name>] [--name <display name>] [--password-file <file>]
  --username       4-32 letters, digits or _, starting with a letter (default: admin)
  --name           the name the console shows (default: 系统管理员)
  --password-file  read the password from the file's first line instead of typing it twice
Password rule / 密码规则: ${ADMIN_PASSWORD_MIN_LENGTH}-${ADMIN_PASSWORD_MAX_LENGTH} characters and a zxcvbn strength of at least ${ADMIN_PASSWORD_MIN_SCORE}/4 (several unrelated words work well).`;

const listReasons = (reasons: readonly Reason[]): string =>
  reasons.map((r) => `  - ${r.zh}\n    ${r.en}`).join('\n');

const readPassword = async (file: string | undefined): Promise<string> => {
  if (file) {
    const first = (await readFile(file, 'utf8')).split(/\r?\n/)[0] ?? '';
    if (!first) throw new CommandRefused(`${file}: the first line is empty / 文件第一行为空`);
    return first;
  }
  const [password, repeated] = await readPasswordTwice(['密码 Password: ', '再输入一次 Repeat: ']);
  if (password !== repeated)
    throw new CommandRefused('not created: the two passwords differ / 未创建：两次输入的密码不一致');
  return password;
};

const options = () => {
  try {
    return parseArgs({
      options: {
        username: { type: 'string', default: 'admin' },
        name: { type: 'string', default: '系统管理员' },
        'password-file': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (err) {
    throw new CommandRefused(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`, 2);
  }
};

await runCommand('admin:create', async (config, db) => {
  const values = options();
  if (values.help) {
    say(USAGE);
    return;
  }
  if (!db) return;
  const password = await readPassword(values['password-file']);
  // A first start may not have happened yet (docker compose run before up): bring the schema along.
  await migrateWithBackup(db, config);
  const outcome = await createAdministrator(db, {
    username: values.username,
    displayName: values.name,
    password,
  });
  if (!outcome.created) throw new CommandRefused(`not created / 未创建:\n${listReasons(outcome.reasons)}`);
  say(
    `已创建系统管理员 ${values.username}（编号 ${outcome.staffId}，密码强度 ${outcome.score}/4）。\n` +
      `Administrator ${values.username} created (id ${outcome.staffId}, password strength ${outcome.score}/4) on ${db.dialect}.`,
  );
});
