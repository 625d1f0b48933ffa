import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';

/**
 * Calls Nuonuo's open platform (诺诺开放平台, https://open.nuonuo.com): one POST to the services URL
 * per API method, the method named in a header, the business content as the JSON body, and the
 * request signed with HMAC-SHA1 under the app secret (开放平台加密参考: the string
 * `a=services&l=v1&p=open&k=<appKey>&i=<senid>&n=<nonce>&t=<timestamp>&f=<body>`, Base64).
 */

export interface NuonuoCredentials {
  /** https://sdk.nuonuo.com/open/v1/services, or the sandbox https://sandbox.nuonuocs.cn/open/v1/services. */
  gateway: string;
  appKey: string;
  appSecret: string;
  accessToken: string;
  /** The seller's tax number (the userTax header; required for a third-party app, harmless otherwise). */
  userTax: string;
  fetch?: typeof fetch;
}

export interface SignedRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The path parts the signature names: /open/v1/services → p=open, l=v1, a=services. */
const pathParts = (gateway: string) => {
  const [, p = '', l = '', a = ''] = new URL(gateway).pathname.split('/');
  return { p, l, a };
};

export const nuonuoSignature = (
  c: Pick<NuonuoCredentials, 'gateway' | 'appKey' | 'appSecret'>,
  senid: string,
  nonce: string,
  timestamp: string,
  body: string,
): string => {
  const { p, l, a } = pathParts(c.gateway);
  const plain = `a=${a}&l=${l}&p=${p}&k=${c.appKey}&i=${senid}&n=${nonce}&t=${timestamp}&f=${body}`;
  return createHmac('sha1', c.appSecret).update(plain, 'utf8').digest('base64');
};

/** Builds one signed call: senid 32 random hex characters, nonce 8 digits, timestamp in seconds. */
export const signNuonuoRequest = (
  c: NuonuoCredentials,
  method: string,
  content: unknown,
  now: Date = new Date(),
  senid: string = randomBytes(16).toString('hex'),
  nonce: string = String(randomInt(10_000_000, 100_000_000)),
): SignedRequest => {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const body = JSON.stringify(content);
  const query = new URLSearchParams({ senid, nonce, timestamp, appkey: c.appKey });
  return {
    url: `${c.gateway}?${query}`,
    headers: {
      'Content-Type': 'application/json;charset=utf-8',
      'X-Nuonuo-Sign': nuonuoSignature(c, senid, nonce, timestamp, body),
      accessToken: c.accessToken,
      userTax: c.userTax,
      method,
    },
    body,
  };
};

/** Every answer: `code` E0000 for success, `describe` in Chinese, `result` the method's own. */
const envelope = z.object({
  code: z.string(),
  describe: z.string().optional(),
  result: z.unknown().optional(),
});
export type NuonuoEnvelope = z.infer<typeof envelope>;

export class NuonuoError extends Error {
  readonly code: string;
  constructor(code: string, describe: string) {
    super(`诺诺开放平台 ${code}: ${describe}`);
    this.code = code;
  }
}

/** Sends one method; an answer other than E0000 throws NuonuoError with Nuonuo's code. */
export const callNuonuo = async (
  c: NuonuoCredentials,
  method: string,
  content: unknown,
): Promise<unknown> => {
  const req = signNuonuoRequest(c, method, content);
  const res = await (c.fetch ?? fetch)(req.url, {
    method: 'POST',
    headers: req.headers,
    body: req.body,
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`诺诺开放平台 HTTP ${res.status}`);
  const answer = envelope.parse(await res.json());
  if (answer.code !== 'E0000') throw new NuonuoError(answer.code, answer.describe ?? '');
  return answer.result;
};
