import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { tokenFromHeaders } from '../../http/bearer-token.ts';
import { bindPhone, loginWithSms, logout, noticeSettings, userInfo } from './accounts.service.ts';
import { sendSmsCode } from './sms-codes.service.ts';
import {
  channelStatus,
  jsSdkConfig,
  loginByUserId,
  officialLogin,
  officialRegister,
  ticketForCode,
} from './wechat-login.service.ts';

const { accounts } = api;

export const registerAccountRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, accounts.sendSms, ({ body, req }) =>
    sendSmsCode(ctx, body.mobile, body.purpose, req.ip),
  );
  registerEndpoint(app, ctx, accounts.userLogin, ({ body, req }) =>
    loginWithSms(ctx, body.mobile, body.code, req.ip),
  );
  registerEndpoint(app, ctx, accounts.register, ({ body, req }) =>
    loginWithSms(ctx, body.mobile, body.code, req.ip, body.nickname ?? null),
  );
  registerEndpoint(app, ctx, accounts.logout, async ({ principal }) => {
    await logout(ctx, principal);
    return null;
  });
  registerEndpoint(app, ctx, accounts.bindPhone, ({ body, principal, req }) =>
    bindPhone(ctx, principal, tokenFromHeaders(req.headers) ?? '', body.mobile, body.code, req.ip),
  );
  registerEndpoint(app, ctx, accounts.userInfo, ({ principal }) => userInfo(ctx, principal));
  registerEndpoint(app, ctx, accounts.getUserWxNoticeInfo, ({ principal }) => noticeSettings(ctx, principal));
  registerEndpoint(app, ctx, accounts.setWxNoticeStatus, ({ principal, body }) =>
    noticeSettings(ctx, principal, body.noticeEnabled),
  );

  registerEndpoint(app, ctx, accounts.officialAccountsLogin, ({ body, req }) =>
    officialLogin(ctx, body.code, req.ip),
  );
  registerEndpoint(app, ctx, accounts.officialAccountsRegister, ({ body, req }) =>
    officialRegister(ctx, body.wxTicket, body.nickname, req.ip),
  );
  registerEndpoint(app, ctx, accounts.officalLoginByUserId, ({ body, req }) =>
    loginByUserId(ctx, body.userId, body.wxTicket, req.ip),
  );
  registerEndpoint(app, ctx, accounts.getOpenIdByCode, ({ query }) => ticketForCode(ctx, query.code));
  registerEndpoint(app, ctx, accounts.getAppIdByBizAppId, async () => ({
    appId: ctx.wechat.appId,
    authorizeUrl: ctx.wechat.authorizeUrl,
  }));
  registerEndpoint(app, ctx, accounts.getOpenIdByChannel, async ({ principal, query }) => {
    const { channel, bound } = await channelStatus(ctx, principal, query.channel);
    return { channel, bound };
  });
  registerEndpoint(app, ctx, accounts.getUnionId, async ({ principal }) => ({
    hasUnionId: (await channelStatus(ctx, principal, 'official')).hasUnionId,
  }));
  registerEndpoint(app, ctx, accounts.getHtmlSignature, ({ body }) => jsSdkConfig(ctx, body.url));
  registerEndpoint(app, ctx, accounts.getWechatSignature, ({ query }) => jsSdkConfig(ctx, query.url));
};
