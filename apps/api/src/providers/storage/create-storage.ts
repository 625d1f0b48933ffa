import { resolve } from 'node:path';
import type { Config } from '../../config/env.ts';
import { createLocalStorage } from './local-storage.ts';
import type { StorageProvider } from './storage-provider.ts';

/** The default folder of the embedded store, under the repository like the SQLite file. */
export const DEFAULT_STORAGE_DIR = './data/uploads';

/**
 * Picks the file store from configuration; loadConfig already checked that S3 is fully configured.
 * The AWS SDK (about 10 MB resident) is loaded only when S3 is the store.
 */
export const createStorage = async (
  config: Pick<
    Config,
    | 'STORAGE_PROVIDER'
    | 'STORAGE_DIR'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_BUCKET'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
    | 'repoRoot'
  >,
): Promise<StorageProvider> => {
  if (config.STORAGE_PROVIDER !== 's3')
    return createLocalStorage(resolve(config.repoRoot, config.STORAGE_DIR ?? DEFAULT_STORAGE_DIR));
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION ?? '',
    bucket: config.S3_BUCKET ?? '',
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
};
