import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/dialect.ts';
import { AppError, invalidInput, notFound } from '../../http/app-error.ts';
import { Code } from '@sprout/contract';
import { randomString } from '@sprout/domain';
import { jsSdkSignature, type WechatIdentity } from '../../providers/wechat/wechat-provider.ts';
import { createParentSession } from '../sessions/parent-sessions.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { loginResultOf } from './accounts.service.ts';
import { findUserById } from './users.repository.ts';
import { channelIdentity, createWechatUser, findUserByOpenid } from './wechat-identities.repository.ts';
import { findLiveTicket, insertTicket } from './wechat-tickets.repository.ts';

/** A wxTicket stands in for an openid in the browser for 10 minutes; the openid itself never leaves (R6). */
const TICKET_TTL_MS = 10 * 60_000;
const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

const issueTicket = async (ctx: AppContext, identity: WechatIdentity): Promise<string> => {
  const ticket = randomBytes(24).toString('base64url');
  const now = new Date();
  await insertTicket(ctx.db, {
    ticket_hash: hashTicket(ticket),
    app_id: ctx.wechat.appId,
    openid: identity.openid,
    unionid: identity.unionid,
    nickname: identity.nickname,
    created_at: nowIso(now),
    expires_at: new Date(now.getTime() + TICKET_TTL_MS).toISOString(),
  });
  return ticket;
};

const readTicket = async (ctx: AppContext, ticket: string) => {
  const row = await findLiveTicket(ctx.db, hashTicket(ticket), ctx.wechat.appId);
  if (!row) throw invalidInput({ wxTicket: '微信授权已过期，请重新进入' });
  return row;
};

export const officialLogin = async (ctx: AppContext, code: string, ip: string | null) => {
  const identity = await ctx.wechat.exchangeCode(code);
  const user = await findUserByOpenid(ctx.db, ctx.wechat.appId, identity.openid);
  if (user && user.status === 'active') {
    return {
      registered: true,
      session: loginResultOf(user, await createParentSession(ctx.db, user.id, ip)),
      wxTicket: null,
    };
  }
  return { registered: false, session: null, wxTicket: await issueTicket(ctx, identity) };
};

export const ticketForCode = async (ctx: AppContext, code: string) => {
  const identity = await ctx.wechat.exchangeCode(code);
  const user = await findUserByOpenid(ctx.db, ctx.wechat.appId, identity.openid);
  return { wxTicket: await issueTicket(ctx, identity), registered: Boolean(user) };
};

/** Creates the WeChat-only account (no phone) for a ticket, or logs in if it already exists. */
export const officialRegister = async (
  ctx: AppContext,
  wxTicket: string,
  nickname: string | undefined,
  ip: string | null,
) => {
  const ticket = await readTicket(ctx, wxTicket);
  const identity = {
    appId: ctx.wechat.appId,
    openid: ticket.openid,
    unionid: ticket.unionid,
    nickname: nickname?.trim() || ticket.nickname,
  };
  let user = await findUserByOpenid(ctx.db, ctx.wechat.appId, ticket.openid);
  if (!user) {
    try {
      user = await createWechatUser(ctx.db, identity);
    } catch (err) {
      // Two tabs registering the same WeChat user: the unique (app_id, openid) lets one win; use it.
      user = await findUserByOpenid(ctx.db, ctx.wechat.appId, ticket.openid);
      if (!user) throw err;
    }
  }
  if (user.status !== 'active') throw new AppError(Code.ACCOUNT_DISABLED);
  return loginResultOf(user, await createParentSession(ctx.db, user.id, ip));
};

/** Re-login by userId, allowed only with a ticket proving the same WeChat identity. */
export const loginByUserId = async (ctx: AppContext, userId: number, wxTicket: string, ip: string | null) => {
  const ticket = await readTicket(ctx, wxTicket);
  const user = await findUserByOpenid(ctx.db, ctx.wechat.appId, ticket.openid);
  if (!user || user.id !== userId || user.status !== 'active') throw notFound('账号不存在');
  return loginResultOf(user, await createParentSession(ctx.db, user.id, ip));
};

export const channelStatus = async (ctx: AppContext, principal: ParentPrincipal, channel: string) => {
  const user = await findUserById(ctx.db, principal.userId);
  const row = user ? await channelIdentity(ctx.db, user.id, channel) : undefined;
  return { channel, bound: Boolean(row), hasUnionId: Boolean(row?.unionid) };
};

export const jsSdkConfig = async (ctx: AppContext, url: string) => {
  const ticket = await ctx.wechat.jsapiTicket();
  const nonceStr = randomString(16);
  const timestamp = Math.floor(Date.now() / 1000);
  return {
    appId: ctx.wechat.appId,
    timestamp,
    nonceStr,
    signature: jsSdkSignature(ticket, nonceStr, timestamp, url),
  };
};
