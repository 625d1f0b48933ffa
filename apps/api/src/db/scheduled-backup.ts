import { type BackupConfig, backupDirOf, writeBackup } from './backup.ts';
import { pruneScheduledBackups, SCHEDULED_REASON } from './backup-prune.ts';

export interface ScheduledOutcome {
  folder: string;
  /** The older scheduled backups the rotation deleted. */
  pruned: string[];
}

/**
 * The nightly backup: a `scheduled` one, then the rotation over the scheduled ones. Pruning waits for
 * the new backup to be finished, so a night that fails to back up deletes nothing.
 */
export const runScheduledBackup = async (
  config: BackupConfig,
  now = new Date(),
): Promise<ScheduledOutcome> => {
  const folder = await writeBackup(config, SCHEDULED_REASON, { at: now });
  const pruned = await pruneScheduledBackups(backupDirOf(config), now);
  return { folder, pruned };
};
