import {
  type KeyObject,
  createCipheriv,
  createDecipheriv,
  createSign,
  createVerify,
  randomBytes,
} from 'node:crypto';
import type { NotifyEvent, NotifyResult } from './payment-provider.ts';

/**
 * WeChat Pay API v3's signatures and encryption, shared by the real adapter and the embedded sandbox
 * (so the sandbox exercises exactly the code that checks the real callbacks). Formats from WeChat
 * Pay's "签名生成", "签名验证" and "证书和回调报文解密" guides.
 */

/** The request signing string: five lines, each ending in \n, the last one too (even for an empty body). */
export const requestSignMessage = (
  method: string,
  urlPathWithQuery: string,
  timestamp: string,
  nonce: string,
  body: string,
): string => `${method}\n${urlPathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;

/** SHA256 with RSA, base64: the signature of requests, callbacks and the client-side paySign. */
export const rsaSign = (message: string, privateKey: KeyObject | string): string =>
  createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');

export const rsaVerify = (message: string, signature: string, publicKey: KeyObject | string): boolean => {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64');
  } catch {
    return false; // a malformed signature is a failed one
  }
};

export interface MerchantKey {
  mchid: string;
  serialNo: string;
  privateKey: KeyObject | string;
}

/** `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"`. */
export const authorizationHeader = (
  key: MerchantKey,
  req: { method: string; url: string; body: string; timestamp: string; nonce: string },
): string => {
  const signature = rsaSign(
    requestSignMessage(req.method, req.url, req.timestamp, req.nonce, req.body),
    key.privateKey,
  );
  return `WECHATPAY2-SHA256-RSA2048 mchid="${key.mchid}",nonce_str="${req.nonce}",signature="${signature}",timestamp="${req.timestamp}",serial_no="${key.serialNo}"`;
};

/** JSAPI / mini-program paySign: `appId\ntimeStamp\nnonceStr\nprepay_id=…\n`, signed with the merchant key. */
export const jsapiPaySignMessage = (
  appId: string,
  timeStamp: string,
  nonceStr: string,
  pkg: string,
): string => `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`;

/** The callback (and response) signing string: `timestamp\nnonce\nbody\n`. */
export const notifySignMessage = (timestamp: string, nonce: string, body: string): string =>
  `${timestamp}\n${nonce}\n${body}\n`;

export interface EncryptedResource {
  algorithm: 'AEAD_AES_256_GCM';
  ciphertext: string;
  nonce: string;
  associated_data: string;
  original_type?: string;
}

/** AES-256-GCM with the APIv3 key (32 bytes of text); the 16-byte tag is appended to the ciphertext. */
export const encryptResource = (
  plaintext: string,
  apiV3Key: string,
  nonce = randomBytes(6).toString('hex'),
  associatedData = 'transaction',
): EncryptedResource => {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: data.toString('base64'),
    nonce,
    associated_data: associatedData,
  };
};

export const decryptResource = (resource: EncryptedResource, apiV3Key: string): string => {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    'utf8',
  );
};

export interface NotifyKeys {
  /** Platform public keys (or certificate keys) by serial / public-key id (Wechatpay-Serial). */
  platformKeys: ReadonlyMap<string, KeyObject | string>;
  apiV3Key: string;
}

/** WeChat retries a callback for hours, but a signed one older than this is a replay we refuse. */
export const MAX_NOTIFY_AGE_SECONDS = 300;

const header = (headers: Record<string, string | string[] | undefined>, name: string): string => {
  const v = headers[name.toLowerCase()];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

interface TransactionResource {
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number; payer_total?: number };
}
interface RefundResource {
  out_refund_no?: string;
  refund_id?: string;
  refund_status?: string;
  amount?: { refund?: number };
}

const toEvent = (eventId: string, eventType: string, plain: unknown): NotifyEvent | null => {
  if (eventType === 'TRANSACTION.SUCCESS') {
    const r = plain as TransactionResource;
    if (r.trade_state !== 'SUCCESS') return { kind: 'ignored', eventId };
    if (!r.out_trade_no || !r.transaction_id || !Number.isSafeInteger(r.amount?.total)) return null;
    return {
      kind: 'paid',
      eventId,
      orderNo: r.out_trade_no,
      amountFen: r.amount?.total as number,
      txnId: r.transaction_id,
    };
  }
  if (eventType.startsWith('REFUND.')) {
    const r = plain as RefundResource;
    if (!r.out_refund_no || !Number.isSafeInteger(r.amount?.refund)) return null;
    const ok = eventType === 'REFUND.SUCCESS' && (r.refund_status ?? 'SUCCESS') === 'SUCCESS';
    return {
      kind: ok ? 'refunded' : 'refund_failed',
      eventId,
      refundNo: r.out_refund_no,
      amountFen: r.amount?.refund as number,
      txnId: r.refund_id ?? null,
    };
  }
  return { kind: 'ignored', eventId };
};

/**
 * Checks a callback the way WeChat Pay's guide asks: the serial names a platform key we trust, the
 * timestamp is fresh, the RSA signature covers `timestamp\nnonce\nbody\n`; then decrypts the resource.
 */
export const verifyWechatNotify = (
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  keys: NotifyKeys,
  now = new Date(),
): NotifyResult => {
  const timestamp = header(headers, 'Wechatpay-Timestamp');
  const nonce = header(headers, 'Wechatpay-Nonce');
  const signature = header(headers, 'Wechatpay-Signature');
  const serial = header(headers, 'Wechatpay-Serial');
  const key = keys.platformKeys.get(serial);
  if (!key) return { ok: false, reason: 'unknown platform serial' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'bad timestamp' };
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_NOTIFY_AGE_SECONDS)
    return { ok: false, reason: 'stale timestamp' };
  if (!nonce || !signature || !rsaVerify(notifySignMessage(timestamp, nonce, rawBody), signature, key))
    return { ok: false, reason: 'bad signature' };
  let body: { id?: string; event_type?: string; resource?: EncryptedResource };
  let plain: unknown;
  try {
    body = JSON.parse(rawBody);
    if (!body.id || !body.event_type || body.resource?.algorithm !== 'AEAD_AES_256_GCM')
      return { ok: false, reason: 'bad envelope' };
    plain = JSON.parse(decryptResource(body.resource, keys.apiV3Key));
  } catch {
    return { ok: false, reason: 'cannot decrypt' };
  }
  const event = toEvent(body.id, body.event_type, plain);
  return event ? { ok: true, event } : { ok: false, reason: 'bad resource' };
};
