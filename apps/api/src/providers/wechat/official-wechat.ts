import { Code } from '@sprout/contract';
import { AppError } from '../../http/app-error.ts';
import type { WechatIdentity, WechatProvider } from './wechat-provider.ts';

export interface OfficialWechatConfig {
  appId: string;
  appSecret: string;
  apiBase?: string;
  fetch?: typeof fetch;
  now?: () => number;
}

interface WechatError {
  errcode?: number;
  errmsg?: string;
}

/**
 * WeChat official-account adapter, built to the published web-authorisation API
 * (sns/oauth2/access_token, sns/userinfo) and the JS-SDK ticket API (cgi-bin/token, cgi-bin/ticket/getticket).
 * The jsapi_ticket is cached until five minutes before it expires, as WeChat asks.
 */
export const createOfficialWechat = (config: OfficialWechatConfig): WechatProvider => {
  const api = config.apiBase ?? 'https://api.weixin.qq.com';
  const doFetch = config.fetch ?? fetch;
  const now = config.now ?? Date.now;
  let ticketCache: { ticket: string; expiresAt: number } | null = null;

  const getJson = async <T>(url: string): Promise<T & WechatError> => {
    const res = await doFetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`WeChat API HTTP ${res.status}`);
    return (await res.json()) as T & WechatError;
  };
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

  return {
    appId: config.appId,
    isDevelopment: false,
    authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
    exchangeCode: async (code): Promise<WechatIdentity> => {
      const token = await getJson<{ access_token: string; openid: string; unionid?: string; scope: string }>(
        `${api}/sns/oauth2/access_token?${q({ appid: config.appId, secret: config.appSecret, code, grant_type: 'authorization_code' })}`,
      );
      if (token.errcode)
        throw new AppError(Code.INVALID_INPUT, '微信授权已失效，请重新进入', {
          code: `微信返回 ${token.errcode}`,
        });
      let nickname: string | null = null;
      if (token.scope?.includes('snsapi_userinfo')) {
        const info = await getJson<{ nickname?: string; unionid?: string }>(
          `${api}/sns/userinfo?${q({ access_token: token.access_token, openid: token.openid, lang: 'zh_CN' })}`,
        );
        if (!info.errcode) nickname = info.nickname ?? null;
      }
      return { openid: token.openid, unionid: token.unionid ?? null, nickname };
    },
    jsapiTicket: async () => {
      if (ticketCache && ticketCache.expiresAt > now()) return ticketCache.ticket;
      const access = await getJson<{ access_token: string; expires_in: number }>(
        `${api}/cgi-bin/token?${q({ grant_type: 'client_credential', appid: config.appId, secret: config.appSecret })}`,
      );
      if (access.errcode)
        throw new Error(`WeChat access_token refused: ${access.errcode} ${access.errmsg ?? ''}`);
      const ticket = await getJson<{ ticket: string; expires_in: number }>(
        `${api}/cgi-bin/ticket/getticket?${q({ access_token: access.access_token, type: 'jsapi' })}`,
      );
      if (ticket.errcode)
        throw new Error(`WeChat jsapi_ticket refused: ${ticket.errcode} ${ticket.errmsg ?? ''}`);
      ticketCache = { ticket: ticket.ticket, expiresAt: now() + (ticket.expires_in - 300) * 1000 };
      return ticket.ticket;
    },
  };
};
