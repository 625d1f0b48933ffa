// `npm run migrate`: brings the configured database to this release's schema, as the server does at
// start, backing it up first when it already holds data (BACKUP_BEFORE_MIGRATE).
import { runCommand, say } from '../cli/cli-run.ts';
import { migrateWithBackup } from './upgrade.ts';

await runCommand('migrate', async (config, db) => {
  if (!db) return;
  const { applied, backup } = await migrateWithBackup(db, config);
  if (backup) say(`backed up before migrating: ${backup}`);
  say(
    applied.length > 0
      ? `applied ${applied.length} migration(s) to ${db.dialect}: ${applied.join(', ')}`
      : `the ${db.dialect} database is up to date`,
  );
});
