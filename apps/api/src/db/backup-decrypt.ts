import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { BackupConfig } from './backup.ts';
import { decryptFile } from './backup-crypto.ts';
import { decryptingWith, putFiles } from './backup-files.ts';
import { readManifest, writeManifest } from './backup-manifest.ts';
import { keyToOpen } from './restore.ts';

/**
 * Writes a plain copy of an encrypted backup folder into `outArg` (new or empty): its database and
 * uploads decrypted and authenticated, and its manifest saying `encrypted: false`. For what only a
 * plain file will do: pg_restore of a PostgreSQL backup, or a copy to look inside. The copy holds the
 * clinic's data in the clear: make it on the machine that restores, and delete it after.
 */
export const decryptBackupFolder = async (config: BackupConfig, folderArg: string, outArg: string) => {
  const folder = resolve(folderArg);
  const out = resolve(outArg);
  const manifest = await readManifest(folder);
  const key = keyToOpen(manifest, config);
  if (!key) throw new Error(`${folder} is not encrypted: use it as it is`);
  if (existsSync(out) && (await readdir(out)).length > 0) throw new Error(`${out} is not empty`);
  await mkdir(out, { recursive: true, mode: 0o700 });
  await decryptFile(join(folder, manifest.database), join(out, manifest.database), key);
  const uploadFiles = manifest.uploads
    ? await putFiles(join(folder, manifest.uploads), join(out, manifest.uploads), decryptingWith(key))
    : 0;
  // The manifest last, as writeBackup writes it: a copy cut short reads as unfinished.
  const { keyFingerprint: _sealedWith, ...plain } = manifest;
  await writeManifest(out, { ...plain, encrypted: false });
  return { out, files: 1 + uploadFiles, database: join(out, manifest.database) };
};
