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

/** access_token invalid (40001), expired (42001) or not the latest (40014): fetch a new one next time. */
const STALE_TOKEN = new Set([40001, 40014, 42001]);

/**
 * WeChat official-account adapter, built to the published web-authorisation API
 * (sns/oauth2/access_token, sns/userinfo), the JS-SDK ticket API (cgi-bin/token,
 * cgi-bin/ticket/getticket) and template messages (cgi-bin/message/template/send). The client-credential
 * access_token and the jsapi_ticket are cached until five minutes before they expire, as WeChat asks
 * (it limits how often a day either may be fetched).
 */
export const createOfficialWechat = (config: OfficialWechatConfig): WechatProvider => {
  const api = config.apiBase ?? 'https://api.weixin.qq.com';
  const doFetch = config.fetch ?? fetch;
  const now = config.now ?? Date.now;
  let ticketCache: { ticket: string; expiresAt: number } | null = null;
  let tokenCache: { token: string; expiresAt: number } | null = null;

  const readJson = async <T>(res: Response): Promise<T & WechatError> => {
    if (!res.ok) throw new Error(`WeChat API HTTP ${res.status}`);
    return (await res.json()) as T & WechatError;
  };
  const getJson = async <T>(url: string) =>
    readJson<T>(await doFetch(url, { signal: AbortSignal.timeout(10_000) }));
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

  const accessToken = async (): Promise<string> => {
    if (tokenCache && tokenCache.expiresAt > now()) return tokenCache.token;
    const access = await getJson<{ access_token: string; expires_in: number }>(
      `${api}/cgi-bin/token?${q({ grant_type: 'client_credential', appid: config.appId, secret: config.appSecret })}`,
    );
    if (access.errcode)
      throw new Error(`WeChat access_token refused: ${access.errcode} ${access.errmsg ?? ''}`);
    tokenCache = { token: access.access_token, expiresAt: now() + (access.expires_in - 300) * 1000 };
    return access.access_token;
  };

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
      const ticket = await getJson<{ ticket: string; expires_in: number }>(
        `${api}/cgi-bin/ticket/getticket?${q({ access_token: await accessToken(), type: 'jsapi' })}`,
      );
      if (ticket.errcode) {
        if (STALE_TOKEN.has(ticket.errcode)) tokenCache = null;
        throw new Error(`WeChat jsapi_ticket refused: ${ticket.errcode} ${ticket.errmsg ?? ''}`);
      }
      ticketCache = { ticket: ticket.ticket, expiresAt: now() + (ticket.expires_in - 300) * 1000 };
      return ticket.ticket;
    },
    sendTemplateMessage: async (openid, templateId, data, url) => {
      const body = {
        touser: openid,
        template_id: templateId,
        ...(url ? { url } : {}),
        data: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, { value }])),
      };
      const res = await doFetch(
        `${api}/cgi-bin/message/template/send?${q({ access_token: await accessToken() })}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        },
      );
      const answer = await readJson<{ msgid?: number }>(res);
      if (answer.errcode) {
        if (STALE_TOKEN.has(answer.errcode)) tokenCache = null;
        // errmsg names the fault (43004 require subscribe, 40037 invalid template_id), never the openid.
        throw new Error(
          `WeChat template message refused: ${answer.errcode} ${(answer.errmsg ?? '').replaceAll(openid, '[openid]')}`,
        );
      }
    },
  };
};
