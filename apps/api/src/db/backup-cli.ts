// `npm run backup`: a dated folder under BACKUP_DIR with a consistent copy of the database (SQLite's
// online backup while the server runs and writes, or pg_dump) and of the uploads folder, encrypted
// with BACKUP_ENCRYPTION_KEY when it is set.
//   --scheduled                  the nightly one (reason `scheduled`), then the rotation prunes older
//                                scheduled backups (sprout-backup.timer runs this)
//   --scheduled --daily-at 02:30 stays up and does that every day at 02:30 clinic time (compose's
//                                `backup` service)
import { parseArgs } from 'node:util';
import { formatClinicTime } from '@sprout/domain';
import { CommandRefused, runCommand, say } from '../cli/cli-run.ts';
import type { Config } from '../config/env.ts';
import { writeBackup } from './backup.ts';
import { parseDailyTime, runDaily, sleep } from './daily-schedule.ts';
import { runScheduledBackup } from './scheduled-backup.ts';

const USAGE = 'usage: backup-cli.ts [--scheduled [--daily-at HH:MM]]';

const scheduledOnce = async (config: Config): Promise<void> => {
  const started = Date.now();
  const { folder, pruned } = await runScheduledBackup(config);
  say(`backup written in ${Date.now() - started} ms: ${folder}`);
  for (const gone of pruned) say(`  rotated out: ${gone}`);
};

await runCommand(
  'backup',
  async (config) => {
    let flags: { scheduled?: boolean | undefined; 'daily-at'?: string | undefined };
    try {
      flags = parseArgs({
        options: { scheduled: { type: 'boolean' }, 'daily-at': { type: 'string' } },
      }).values;
    } catch (err) {
      throw new CommandRefused(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`, 2);
    }
    const dailyAt = flags['daily-at'];
    if (dailyAt === undefined) {
      if (flags.scheduled) return scheduledOnce(config);
      const started = Date.now();
      const folder = await writeBackup(config, 'manual');
      say(`backup written in ${Date.now() - started} ms: ${folder}`);
      return;
    }
    const time = parseDailyTime(dailyAt);
    if (!flags.scheduled || !time)
      throw new CommandRefused(`--daily-at takes HH:MM with --scheduled\n${USAGE}`, 2);
    // As a container's first process Node gets no default handler for SIGTERM: this one lets a backup
    // under way finish, then ends the loop.
    const stop = new AbortController();
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stop.abort());
    await runDaily(time, () => scheduledOnce(config), {
      sleep,
      now: () => new Date(),
      signal: stop.signal,
      onWait: (next) =>
        say(`next scheduled backup at ${formatClinicTime(next, 'YYYY-MM-DD HH:mm')} (clinic time)`),
      onFailure: (err) =>
        process.stderr.write(
          `backup: the scheduled backup failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
        ),
    });
  },
  { withDatabase: false },
);
