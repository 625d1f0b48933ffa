import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupStamp } from './backup.ts';
import { pruneScheduledBackups } from './backup-prune.ts';

const root = mkdtempSync(join(tmpdir(), 'sprout-prune-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A backup folder as writeBackup leaves it, taken at `at` for `reason`. */
const plant = (dir: string, at: Date, reason: string, { manifest = true, name = '' } = {}): string => {
  const folder = name || `${backupStamp(at)}-${reason}`;
  mkdirSync(join(dir, folder, 'uploads'), { recursive: true });
  writeFileSync(join(dir, folder, 'sprout.db'), 'copy');
  writeFileSync(join(dir, folder, 'uploads', 'sheet.pdf'), 'pdf');
  if (manifest)
    writeFileSync(
      join(dir, folder, 'manifest.json'),
      JSON.stringify({
        createdAt: at.toISOString(),
        reason,
        dialect: 'sqlite',
        database: 'sprout.db',
        uploads: 'uploads',
        encrypted: false,
      }),
    );
  return folder;
};
const daysAgo = (now: Date, days: number, hours = 0) =>
  new Date(now.getTime() - (days * 24 + hours) * 3_600_000);

describe('pruneScheduledBackups', () => {
  it('deletes the scheduled backups the rotation lets go, and nothing else', async () => {
    const dir = join(root, 'backups');
    const now = new Date('2026-05-20T03:00:00+08:00');
    const keptDaily = plant(dir, daysAgo(now, 1), 'scheduled');
    const sameDayOlder = plant(dir, daysAgo(now, 1, 2), 'scheduled'); // 01:00 the same clinic day
    const yearOld = plant(dir, daysAgo(now, 400), 'scheduled');
    const untouched = [
      plant(dir, daysAgo(now, 400), 'manual'),
      plant(dir, daysAgo(now, 401), 'before-008-fees'),
      plant(dir, daysAgo(now, 402), 'scheduled', { manifest: false }), // unfinished: left to look at
      // A manifest saying scheduled in a folder not named as one (copied in by hand), and the reverse.
      plant(dir, daysAgo(now, 403), 'scheduled', { name: 'old-copy' }),
      plant(dir, daysAgo(now, 404), 'manual', { name: `${backupStamp(daysAgo(now, 404))}-scheduled` }),
    ];
    writeFileSync(join(dir, 'notes.txt'), 'not a backup');

    const pruned = await pruneScheduledBackups(dir, now);
    expect(pruned.sort()).toEqual([join(dir, sameDayOlder), join(dir, yearOld)].sort());
    expect((await readdir(dir)).sort()).toEqual([keptDaily, ...untouched, 'notes.txt'].sort());
    expect(existsSync(join(dir, keptDaily, 'uploads', 'sheet.pdf'))).toBe(true);
    expect(await pruneScheduledBackups(dir, now)).toEqual([]);
  });

  it('has nothing to do without a backups folder', async () => {
    expect(await pruneScheduledBackups(join(root, 'none'), new Date())).toEqual([]);
  });
});
