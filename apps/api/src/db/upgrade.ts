import { Migrator } from 'kysely/migration';
import { type BackupConfig, writeBackup } from './backup.ts';
import { type Db, migrateToLatest } from './database.ts';
import { migrationProvider } from './migrations/index.ts';

export interface MigrationPlan {
  executed: string[];
  pending: string[];
}

export interface MigrationOutcome {
  applied: string[];
  /** The folder of the copy taken before applying them, or null (nothing pending, or an empty database). */
  backup: string | null;
}

/** Which migrations this database has had, and which this release would apply. */
export const migrationPlan = async (db: Db): Promise<MigrationPlan> => {
  const migrator = new Migrator({ db: db.kysely, provider: migrationProvider(db.dialect) });
  const all = await migrator.getMigrations();
  return {
    executed: all.filter((m) => m.executedAt).map((m) => m.name),
    pending: all.filter((m) => !m.executedAt).map((m) => m.name),
  };
};

/**
 * Brings the database to this release's schema, the way the server and `npm run migrate` do: when
 * migrations are pending on a database that already has some (an upgrade, not a first start), the
 * database is backed up first (BACKUP_BEFORE_MIGRATE), and without a copy nothing is applied.
 */
export const migrateWithBackup = async (
  db: Db,
  config: BackupConfig & { BACKUP_BEFORE_MIGRATE: boolean },
): Promise<MigrationOutcome> => {
  const plan = await migrationPlan(db);
  if (plan.pending.length === 0) return { applied: [], backup: null };
  let backup: string | null = null;
  if (plan.executed.length > 0 && config.BACKUP_BEFORE_MIGRATE) {
    try {
      backup = await writeBackup(config, `before-${plan.pending[0]}`, { withUploads: false });
    } catch (err) {
      throw new Error(
        [
          `Refusing to apply migrations ${plan.pending.join(', ')} without a backup of the database:`,
          `  ${err instanceof Error ? err.message : String(err)}`,
          'Back the database up yourself (docs/DEPLOY.md, "Backups"), then run this once more with',
          'BACKUP_BEFORE_MIGRATE=false.',
        ].join('\n'),
      );
    }
  }
  return { applied: await migrateToLatest(db), backup };
};
