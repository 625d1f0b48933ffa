import { createHmac, randomBytes } from 'node:crypto';
import { Code } from '@sprout/contract';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { AppError } from '../../http/app-error.ts';
import type { TemplateOutboxEntry, WechatProvider } from './wechat-provider.ts';

/** GET /dev/wechat-outbox shows this many of the newest template messages. */
const OUTBOX_PAGE = 20;

/** WeChat's OAuth codes live 5 minutes and work once; ours too. */
export const AUTH_CODE_TTL_MS = 5 * 60_000;

/** The embedded account's template messages, newest first; one follower's when an openid is given. */
const readTemplateOutbox = async (db: Db, openid: string | null): Promise<TemplateOutboxEntry[]> => {
  let query = db.kysely
    .selectFrom('wechat_template_outbox')
    .select(['id', 'openid', 'template_id', 'data', 'url', 'created_at'])
    .orderBy('id', 'desc')
    .limit(OUTBOX_PAGE);
  if (openid) query = query.where('openid', '=', openid);
  return (await query.execute()).map((r) => ({
    id: r.id,
    openid: r.openid,
    templateId: r.template_id,
    data: JSON.parse(r.data) as Record<string, string>,
    url: r.url,
    createdAt: r.created_at,
  }));
};

/**
 * Development stand-in for WeChat: a local authorise page (served by the dev module) issues one-time
 * codes stored in the database, exchanged here exactly once, as WeChat does; template messages land
 * in an outbox table (shared by every process) readable at GET /dev/wechat-outbox.
 */
export const createEmbeddedWechat = (db: Db, appId: string, publicBase: string): WechatProvider => ({
  appId,
  isDevelopment: true,
  authorizeUrl: `${publicBase}/dev/wechat/authorize`,
  exchangeCode: async (code) => {
    const now = nowIso();
    const used = await db.kysely
      .updateTable('wechat_auth_codes')
      .set({ used_at: now })
      .where('code', '=', code)
      .where('app_id', '=', appId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['openid', 'unionid', 'nickname'])
      .executeTakeFirst();
    // WeChat answers errcode 40029 (invalid code) or 40163 (code been used); both mean: authorise again.
    if (!used)
      throw new AppError(Code.INVALID_INPUT, '微信授权已失效，请重新进入', { code: '授权码无效或已使用' });
    return used;
  },
  jsapiTicket: async () => createHmac('sha256', 'sprout-embedded-jsapi').update(appId).digest('base64url'),
  sendTemplateMessage: async (openid, templateId, data, url) => {
    await db.kysely
      .insertInto('wechat_template_outbox')
      .values({
        app_id: appId,
        openid,
        template_id: templateId,
        data: JSON.stringify(data),
        url: url ?? null,
        created_at: nowIso(),
      })
      .execute();
  },
  readTemplateOutbox: (openid) => readTemplateOutbox(db, openid),
});

/** Issues a code for the local authorise page. The openid is derived per app, as WeChat's are. */
export const issueEmbeddedAuthCode = async (
  db: Db,
  appId: string,
  wechatUser: string,
  nickname: string | null,
): Promise<string> => {
  const code = randomBytes(16).toString('hex');
  const openid = `o${createHmac('sha256', appId).update(wechatUser).digest('base64url').slice(0, 27)}`;
  const unionid = `u${createHmac('sha256', 'sprout-open-platform').update(wechatUser).digest('base64url').slice(0, 27)}`;
  const now = new Date();
  await db.kysely
    .insertInto('wechat_auth_codes')
    .values({
      code,
      app_id: appId,
      openid,
      unionid,
      nickname,
      created_at: nowIso(now),
      expires_at: new Date(now.getTime() + AUTH_CODE_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return code;
};
