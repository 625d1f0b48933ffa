import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { RowCounts } from './row-counts.ts';

export const MANIFEST_FILE = 'manifest.json';

/**
 * What a backup folder holds, written last as `manifest.json` (a folder without it is incomplete). It
 * stays plain even when the files are encrypted, so an operator can tell what a folder is without the
 * key, and it holds nothing secret: the key's fingerprint names the key without revealing it.
 */
export interface BackupManifest {
  createdAt: string;
  /** `manual`, `scheduled` (the only ones the rotation deletes) or `before-<migration>`. */
  reason: string;
  dialect: 'sqlite' | 'postgres';
  /** `sprout.db` (SQLite) or `sprout.pgdump` (pg_dump's custom format). */
  database: string;
  /** `uploads` when the local file store was copied; null with S3 (the bucket keeps its own copies). */
  uploads: string | null;
  /** Every other file of the folder is AES-256-GCM (backup-crypto.ts); false in backups made before. */
  encrypted: boolean;
  /** backupKeyFingerprint of the key, when encrypted. */
  keyFingerprint?: string | undefined;
  /** Rows per table in the copy, for the restore drill; absent in backups made before it counted. */
  rowCounts?: RowCounts | undefined;
  /** How many files `uploads` holds. */
  uploadFiles?: number | undefined;
}

const fileName = z.string().regex(/^[\w.-]+$/);

const manifestSchema = z.object({
  createdAt: z.string(),
  reason: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  database: fileName,
  uploads: fileName.nullable(),
  encrypted: z.boolean().default(false),
  keyFingerprint: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .optional(),
  rowCounts: z.record(z.string(), z.number().int().min(0)).optional(),
  uploadFiles: z.number().int().min(0).optional(),
}) satisfies z.ZodType<BackupManifest>;

export const readManifest = async (folder: string): Promise<BackupManifest> => {
  const path = join(folder, MANIFEST_FILE);
  if (!existsSync(path)) throw new Error(`${folder} has no manifest.json: not a finished Sprout backup`);
  return manifestSchema.parse(JSON.parse(await readFile(path, 'utf8')));
};

export const writeManifest = (folder: string, manifest: BackupManifest): Promise<void> =>
  writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
