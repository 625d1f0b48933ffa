import { createHmac, randomUUID } from 'node:crypto';
import type { SmsProvider } from './sms-provider.ts';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Approved template for verification codes, with one variable `code`. */
  verificationTemplateCode: string;
  endpoint?: string;
  fetch?: typeof fetch;
}

/** RFC 3986 encoding as Aliyun's RPC signature requires (spaces %20, * %2A, ~ kept). */
export const percentEncode = (value: string): string =>
  encodeURIComponent(value)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~')
    .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Aliyun RPC signature (SignatureMethod HMAC-SHA1, SignatureVersion 1.0): sort parameters, encode,
 * sign `GET&%2F&<encoded canonical query>` with `secret&`.
 */
export const signAliyunRpc = (
  method: 'GET' | 'POST',
  params: Record<string, string>,
  accessKeySecret: string,
): string => {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
};

/** Aliyun Dysms SendSms (API version 2017-05-25) over HTTPS with the RPC signature. */
export const createAliyunSms = (config: AliyunSmsConfig): SmsProvider => {
  const doFetch = config.fetch ?? fetch;
  const endpoint = config.endpoint ?? 'https://dysmsapi.aliyuncs.com/';
  const send = async (phone: string, templateCode: string, templateParam: Record<string, string>) => {
    const params: Record<string, string> = {
      AccessKeyId: config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: 'cn-hangzhou',
      SignName: config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParam),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const signature = signAliyunRpc('GET', params, config.accessKeySecret);
    const query = Object.entries({ ...params, Signature: signature })
      .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
      .join('&');
    const res = await doFetch(`${endpoint}?${query}`, { method: 'GET', signal: AbortSignal.timeout(10_000) });
    const body = (await res.json()) as { Code?: string; Message?: string };
    if (body.Code !== 'OK')
      throw new Error(`Aliyun SMS refused: ${body.Code ?? res.status} ${body.Message ?? ''}`);
  };
  return {
    name: 'aliyun',
    isDevelopment: false,
    sendVerificationCode: (phone, code) => send(phone, config.verificationTemplateCode, { code }),
    sendNotice: async (phone, notice) => {
      // Start-up refuses aliyun without every notice's template (modules/notices/notice-settings.ts).
      if (!notice.templateCode) throw new Error(`no Aliyun template configured for ${notice.kind}`);
      await send(phone, notice.templateCode, notice.params);
    },
  };
};
