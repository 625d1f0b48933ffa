import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_FILE, readManifest } from './backup-manifest.ts';
import { backupsToPrune, type DatedBackup } from './backup-rotation.ts';

export const SCHEDULED_REASON = 'scheduled';
/** `2026-05-01T083012Z-scheduled`: writeBackup's folder name for a scheduled backup, and only that. */
const SCHEDULED_FOLDER = /^\d{4}-\d{2}-\d{2}T\d{6}Z-scheduled$/;

/**
 * The finished scheduled backups under `dir`: a folder named as one whose manifest says so. Manual and
 * before-migration backups, folders without a manifest (unfinished, or not ours) and manifests that do
 * not read are never among them, so the rotation never deletes them.
 */
export const scheduledBackups = async (dir: string): Promise<DatedBackup[]> => {
  if (!existsSync(dir)) return [];
  const found: DatedBackup[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !SCHEDULED_FOLDER.test(entry.name)) continue;
    const manifest = await readManifest(join(dir, entry.name)).catch(() => null);
    if (manifest?.reason === SCHEDULED_REASON)
      found.push({ name: entry.name, createdAt: new Date(manifest.createdAt) });
  }
  return found;
};

/**
 * Deletes the scheduled backups the rotation lets go at `now`; returns their folders. The manifest goes
 * first: a deletion cut short leaves a folder that reads as unfinished, never one that passes for whole.
 */
export const pruneScheduledBackups = async (dir: string, now: Date): Promise<string[]> => {
  const pruned: string[] = [];
  for (const { name } of backupsToPrune(await scheduledBackups(dir), now)) {
    const folder = join(dir, name);
    await rm(join(folder, MANIFEST_FILE), { force: true });
    await rm(folder, { recursive: true, force: true });
    pruned.push(folder);
  }
  return pruned;
};
