import { createHash } from 'node:crypto';

export interface WechatIdentity {
  openid: string;
  unionid: string | null;
  nickname: string | null;
}

/** WeChat official-account web authorisation and JS-SDK. One implementation per mode (WECHAT_PROVIDER). */
export interface WechatProvider {
  readonly appId: string;
  readonly isDevelopment: boolean;
  /** Where the browser is sent to authorise (WeChat's connect/oauth2/authorize, or our local page). */
  readonly authorizeUrl: string;
  /** Exchanges a one-time authorisation code; refuses (AppError 4000) a used, expired or unknown code. */
  exchangeCode(code: string): Promise<WechatIdentity>;
  /** The current jsapi_ticket for JS-SDK signatures. */
  jsapiTicket(): Promise<string>;
  /**
   * An official-account template message (cgi-bin/message/template/send): `data` holds the template's
   * keys and their values, `url` the page it opens. Throws on a refusal, without the openid in the error.
   */
  sendTemplateMessage(
    openid: string,
    templateId: string,
    data: Record<string, string>,
    url?: string,
  ): Promise<void>;
  /** Development stand-ins only: the newest template messages, newest first (GET /dev/wechat-outbox). */
  readTemplateOutbox?(openid: string | null): Promise<TemplateOutboxEntry[]>;
}

export interface TemplateOutboxEntry {
  id: number;
  openid: string;
  templateId: string;
  data: Record<string, string>;
  url: string | null;
  createdAt: string;
}

/**
 * JS-SDK signature as WeChat publishes it: SHA-1 of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the url without its #fragment.
 */
export const jsSdkSignature = (ticket: string, nonceStr: string, timestamp: number, url: string): string => {
  const pageUrl = url.split('#')[0] ?? url;
  return createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${pageUrl}`)
    .digest('hex');
};
