import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config/env.ts';
import { verifyPassword } from '../src/modules/staff/password-hash.service.ts';
import { commandEnv, runNodeScript } from './cli-support.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * `npm run admin:create` against the test database (SQLite, or PostgreSQL with TEST_DATABASE_URL):
 * the password typed twice (from a pipe, and at a real terminal without echo) or read from a file;
 * weak and mismatched passwords refused with the reason in Chinese and English; the account logs in
 * to the console and its creation is in the audit trail.
 */
const SCRIPT = 'apps/api/src/cli/admin-create.ts';
const STRONG = 'Mulberry kettle orbit 59';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(join(tmpdir(), 'sprout-admin-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const adminCreate = (args: string[], input = '') =>
  runNodeScript(SCRIPT, args, commandEnv(t.ctx.config), input);

const staffRow = (username: string) =>
  t.ctx.db.kysely.selectFrom('staff').selectAll().where('username', '=', username).executeTakeFirst();

describe('npm run admin:create', () => {
  it('creates an administrator from a password typed twice, who can log in; the audit trail names the system', async () => {
    const run = await adminCreate(['--username', 'clinicboss', '--name', '院长'], `${STRONG}\n${STRONG}\n`);
    expect(run.stderr).toBe('密码 Password: 再输入一次 Repeat: '); // the prompts only
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/已创建系统管理员 clinicboss/);
    expect(run.stdout).toMatch(/Administrator clinicboss created/);

    const row = await staffRow('clinicboss');
    expect(row).toMatchObject({ role: 'admin', status: 'active', display_name: '院长', updated_by: null });
    expect(await verifyPassword(STRONG, row?.password_hash ?? '')).toBe(true);
    const token = await t.loginStaff('clinicboss', STRONG);
    const me = await t.call<{ role: string }>('GET', '/api/console/auth/me', { token });
    expect(me.body.data.role).toBe('admin');

    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.create')
      .where('subject_id', '=', String(row?.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_type: 'system', actor_id: null, subject_type: 'staff' });
    expect(JSON.parse(audit[0]?.detail ?? '{}')).toEqual({ role: 'admin', via: 'admin:create' });
  });

  it('refuses a weak password and says why in Chinese and English', async () => {
    const run = await adminCreate(['--username', 'weakling'], 'password1234\npassword1234\n');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/未创建/);
    expect(run.stderr).toMatch(/密码太容易被猜到：强度 \d\/4，至少需要 3\/4/);
    expect(run.stderr).toMatch(/Too easy to guess: strength \d\/4/);
    expect(run.stderr).toMatch(/这与常用密码相似|这是常用密码/);

    const short = await adminCreate(['--username', 'weakling'], 'Xk9#vb2\nXk9#vb2\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/密码太短：至少 12 个字符/);
    expect(short.stderr).toMatch(/Too short: at least 12 characters/);
    // The account's own name makes a password guessable.
    const own = await adminCreate(['--username', 'weakling'], 'weakling2026\nweakling2026\n');
    expect(own.code).toBe(1);
    expect(await staffRow('weakling')).toBeUndefined();
  });

  it('refuses two different passwords', async () => {
    const run = await adminCreate(['--username', 'typo'], `${STRONG}\n${STRONG}x\n`);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/两次输入的密码不一致/);
    expect(run.stderr).toMatch(/the two passwords differ/);
    expect(await staffRow('typo')).toBeUndefined();
  });

  it('reads the password from a file, and refuses a username that is taken', async () => {
    const file = join(dir, 'password.txt');
    writeFileSync(file, 'Quiet lantern harbour 2047\n', { mode: 0o600 });
    const run = await adminCreate(['--username', 'second_admin', '--password-file', file]);
    expect(run.code).toBe(0);
    expect(await t.loginStaff('second_admin', 'Quiet lantern harbour 2047')).toMatch(/\S{20,}/);

    const again = await adminCreate(['--username', 'second_admin', '--password-file', file]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/用户名 second_admin 已存在/);
    const bad = await adminCreate(['--username', '9lives', '--password-file', file]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/用户名为4-32位字母/);
  });

  it('at a terminal, shows nothing of what is typed', async () => {
    // util-linux's `script` runs the command on a pseudo-terminal, as an operator's shell would.
    const env = commandEnv(t.ctx.config);
    const command = `${process.execPath} ${join(repoRoot, SCRIPT)} --username ttyadmin`;
    const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: repoRoot, env });
    let screen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      screen += chunk.toString();
    });
    const closed = new Promise<number | null>((done) => child.on('close', done));
    const waitFor = async (text: string) => {
      const until = Date.now() + 20_000;
      while (!screen.includes(text) && Date.now() < until) await sleep(25);
      expect(screen).toContain(text);
    };
    await waitFor('Password: ');
    child.stdin.write(`${STRONG}\r`);
    await waitFor('Repeat: ');
    child.stdin.write(`${STRONG}\r`);
    expect(await closed).toBe(0);
    expect(screen).toContain('Administrator ttyadmin created');
    expect(screen).not.toContain('Mulberry');
    expect(await staffRow('ttyadmin')).toMatchObject({ role: 'admin' });
  });
});
