import { type LoginResult, Code } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { postSystemMessage } from '../messages/messages.service.ts';
import { forgetSessions } from '../sessions/forget-sessions.service.ts';
import { createParentSession, revokeParentSession } from '../sessions/parent-sessions.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { mergeIntoPhoneAccount } from './account-merge.ts';
import { consumeSmsCode } from './sms-codes.service.ts';
import {
  findOrCreateUserByPhone,
  findUserById,
  findUserByPhone,
  setNoticeEnabled,
  setUserPhone,
} from './users.repository.ts';
import { wechatLinks } from './wechat-identities.repository.ts';

export const loginResultOf = (user: UserRow, token: string): LoginResult => ({
  token,
  uid: user.uid,
  userId: user.id,
  phone: user.phone,
});

const welcome = (ctx: AppContext, userId: number) =>
  postSystemMessage(ctx.db, userId, {
    category: 'account',
    title: '欢迎来到小芽儿童健康',
    content:
      '您好！在这里可以为宝宝建档、预约挂号、记录生长发育，并随时查看检查报告。先去“我的宝宝”添加宝宝信息吧。',
    link: '/pages/newFun/myBaby',
  });

const assertActive = (user: UserRow) => {
  if (user.status !== 'active') throw new AppError(Code.ACCOUNT_DISABLED);
};

/** SMS login; the account is created on first login (so login and register are one flow). */
export const loginWithSms = async (
  ctx: AppContext,
  mobile: string,
  code: string,
  ip: string | null,
  nickname: string | null = null,
) => {
  await consumeSmsCode(ctx, mobile, 'login', code);
  const { user, created } = await findOrCreateUserByPhone(ctx.db, mobile, nickname);
  assertActive(user);
  if (created) await welcome(ctx, user.id);
  return loginResultOf(user, await createParentSession(ctx.db, user.id, ip));
};

export const logout = (ctx: AppContext, principal: ParentPrincipal) =>
  revokeParentSession(ctx, principal.sessionId, 'logout');

/**
 * Binds a verified phone to the caller. If another account already owns that phone, the caller's
 * WeChat-only account is merged into it and a session of the phone's account is returned.
 */
export const bindPhone = async (
  ctx: AppContext,
  principal: ParentPrincipal,
  currentToken: string,
  mobile: string,
  code: string,
  ip: string | null,
) => {
  await consumeSmsCode(ctx, mobile, 'bind', code);
  const me = await findUserById(ctx.db, principal.userId);
  if (!me) throw notFound('账号不存在');
  const owner = await findUserByPhone(ctx.db, mobile);
  if (owner && owner.id !== me.id) {
    if (me.phone) throw new AppError(Code.CONFLICT, '该手机号已绑定其他账号');
    assertActive(owner);
    await mergeIntoPhoneAccount(ctx, me.id, owner.id);
    return loginResultOf(owner, await createParentSession(ctx.db, owner.id, ip));
  }
  await setUserPhone(ctx.db, me.id, mobile);
  // The phone is part of the resolved session (parentWithPhone calls need it from the next request on).
  await forgetSessions(ctx, { userId: me.id });
  return loginResultOf({ ...me, phone: mobile }, currentToken);
};

export const userInfo = async (ctx: AppContext, principal: ParentPrincipal) => {
  const user = await findUserById(ctx.db, principal.userId);
  if (!user) throw notFound('账号不存在');
  const links = await wechatLinks(ctx.db, user.id);
  return {
    uid: user.uid,
    userId: user.id,
    phone: user.phone,
    nickname: user.nickname,
    hasWechat: links.length > 0,
  };
};

export const noticeSettings = async (ctx: AppContext, principal: ParentPrincipal, enable?: boolean) => {
  if (enable !== undefined) await setNoticeEnabled(ctx.db, principal.userId, enable);
  const user = await findUserById(ctx.db, principal.userId);
  const links = await wechatLinks(ctx.db, principal.userId);
  return { noticeEnabled: user?.notice_enabled === 1, hasWechat: links.length > 0 };
};
