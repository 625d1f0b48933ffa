import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type StorageProvider } from './storage-provider.ts';

export interface S3StorageConfig {
  /** e.g. https://oss-cn-shenzhen.aliyuncs.com, https://cos.ap-guangzhou.myqcloud.com, http://127.0.0.1:9000 (MinIO); AWS when absent. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (MinIO and most self-hosted stores) instead of in the host name. */
  forcePathStyle: boolean;
  /** Tests capture the signed request here instead of sending it. */
  requestHandler?: S3ClientConfig['requestHandler'];
}

const isMissingKey = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/** Any S3-compatible object store through the AWS SDK v3 (SigV4). */
export const createS3Storage = (config: S3StorageConfig): StorageProvider => {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Send and check checksums only where S3 requires them: the SDK's default CRC32 trailers are
    // refused by several S3-compatible stores, and each upload already carries its own SHA-256 in our table.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    ...(config.requestHandler ? { requestHandler: config.requestHandler } : {}),
  });
  const Bucket = config.bucket;
  return {
    name: 's3',
    put: async (key, bytes, contentType) => {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    get: async (key) => {
      assertStorageKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(out.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        return { body: out.Body, sizeBytes: out.ContentLength };
      } catch (err) {
        if (isMissingKey(err)) return null;
        throw err;
      }
    },
    delete: async (key) => {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
};
