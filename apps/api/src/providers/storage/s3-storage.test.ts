import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.ts';

/** What the SDK handed to the HTTP layer, after signing. */
interface Captured {
  method: string;
  hostname: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A request handler that records the signed request and answers without any network. */
const capturing = (answer: { statusCode: number; headers?: Record<string, string>; body?: string }) => {
  const seen: Captured[] = [];
  const handler = {
    handle: async (request: Captured) => {
      seen.push({ ...request, headers: { ...request.headers } });
      return {
        response: {
          statusCode: answer.statusCode,
          headers: answer.headers ?? {},
          body: Readable.from([Buffer.from(answer.body ?? '')]),
        },
      };
    },
  };
  return { seen, handler };
};

const base = {
  endpoint: 'http://127.0.0.1:9000',
  region: 'cn-shenzhen',
  bucket: 'sprout-uploads',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  forcePathStyle: true,
};

describe('S3 storage through the AWS SDK', () => {
  it('puts with a SigV4-signed, path-style request carrying the bytes and type', async () => {
    const { seen, handler } = capturing({ statusCode: 200, headers: { etag: '"abc"' } });
    const store = createS3Storage({ ...base, requestHandler: handler });
    const bytes = Buffer.from('%PDF-1.4 test');
    await store.put('reports/k1.pdf', bytes, 'application/pdf');
    expect(seen).toHaveLength(1);
    const req = seen[0];
    expect(req?.method).toBe('PUT');
    expect(req?.hostname).toBe('127.0.0.1');
    expect(req?.path).toBe('/sprout-uploads/reports/k1.pdf');
    expect(req?.headers['content-type']).toBe('application/pdf');
    expect(req?.headers['content-length']).toBe(String(bytes.byteLength));
    expect(req?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/cn-shenzhen\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    expect(req?.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$|^UNSIGNED-PAYLOAD$/);
    expect(req?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    // no default CRC32 trailer: S3-compatible stores refuse it
    expect(Object.keys(req?.headers ?? {}).filter((h) => h.startsWith('x-amz-checksum'))).toEqual([]);
    expect(req?.body instanceof Uint8Array && Buffer.from(req.body).equals(bytes)).toBe(true);
  });

  it('uses the bucket as a host name without path style', async () => {
    const { seen, handler } = capturing({ statusCode: 204 });
    const store = createS3Storage({
      ...base,
      endpoint: 'https://oss-cn-shenzhen.aliyuncs.com',
      forcePathStyle: false,
      requestHandler: handler,
    });
    await store.delete('reports/k1.pdf');
    expect(seen[0]).toMatchObject({
      method: 'DELETE',
      hostname: 'sprout-uploads.oss-cn-shenzhen.aliyuncs.com',
      path: '/reports/k1.pdf',
    });
  });

  it('gets the bytes back as a stream', async () => {
    const { seen, handler } = capturing({
      statusCode: 200,
      headers: { 'content-type': 'application/pdf', 'content-length': '13' },
      body: '%PDF-1.4 test',
    });
    const got = await createS3Storage({ ...base, requestHandler: handler }).get('reports/k1.pdf');
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/sprout-uploads/reports/k1.pdf' });
    expect(got?.sizeBytes).toBe(13);
    expect((await buffer(got?.body ?? Readable.from([]))).toString()).toBe('%PDF-1.4 test');
  });

  it('reads a missing key as null', async () => {
    const { handler } = capturing({
      statusCode: 404,
      headers: { 'content-type': 'application/xml' },
      body: '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>gone</Message></Error>',
    });
    expect(await createS3Storage({ ...base, requestHandler: handler }).get('reports/none.pdf')).toBeNull();
  });

  it('refuses a key that is not ours before any request', async () => {
    const { seen, handler } = capturing({ statusCode: 200 });
    const store = createS3Storage({ ...base, requestHandler: handler });
    await expect(store.put('../other-bucket/x', Buffer.from('x'), 'application/pdf')).rejects.toThrow(
      /storage key/,
    );
    expect(seen).toEqual([]);
  });
});
