// `npm run seed`: the demo clinic (staff with published passwords, a demo parent and babies), for
// development and demonstrations only. Refused in production, like SEED_DEMO=true.
import { runCommand, say } from '../cli/cli-run.ts';
import type { Config } from '../config/env.ts';
import type { Db } from './database.ts';
import { createStorage } from '../providers/storage/create-storage.ts';
import { demoLogins, seedDemo } from './seed/seed.ts';
import { migrateWithBackup } from './upgrade.ts';

const REFUSED_IN_PRODUCTION =
  'seed: refused: the demo clinic has published staff passwords and is never seeded in production (NODE_ENV=production).\n' +
  '拒绝执行：演示数据含公开的工作人员密码，生产环境不得导入。The first administrator: npm run admin:create\n';

const seedTheDemo = async (config: Config, db: Db | null): Promise<void> => {
  if (!db) return;
  await migrateWithBackup(db, config);
  const seeded = await seedDemo(db, { storage: await createStorage(config) });
  if (!seeded) {
    say('the database already has a clinic: nothing seeded');
    return;
  }
  const logins = demoLogins();
  say(`demo clinic seeded into ${db.dialect}`);
  say(`  demo parent   ${logins.parent.phone} (SMS code from /dev/sms-outbox)`);
  for (const s of logins.staff) say(`  staff ${s.role.padEnd(8)}${s.username} / ${s.password}`);
};

// Checked before the configuration is read, so the refusal is the answer whatever else is set.
if (process.env.NODE_ENV === 'production') {
  process.stderr.write(REFUSED_IN_PRODUCTION);
  process.exitCode = 1;
} else await runCommand('seed', seedTheDemo);
