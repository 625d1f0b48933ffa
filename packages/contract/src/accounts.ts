import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idField, mobileField, smsCodeField } from './fields.ts';

const P = '/online/usercenter';

export const loginResult = z.object({
  token: z.string(),
  uid: z.string(),
  userId: z.number().int(),
  phone: z.string().nullable(),
});
export type LoginResult = z.infer<typeof loginResult>;

/** Answer of the official-account login: a session when the WeChat user has an account, a ticket to register otherwise. */
export const officialLoginResult = z.object({
  registered: z.boolean(),
  session: loginResult.nullable(),
  /** Opaque, short-lived stand-in for the openid, which never leaves the server (R6). */
  wxTicket: z.string().nullable(),
});

/** Pages the JS-SDK may be configured for: http(s) only. */
const pageUrlField = z.url({ protocol: /^https?$/, error: '页面地址有误' }).max(1024);

const signature = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});

export const accounts = {
  sendSms: endpoint({
    method: 'POST',
    path: `${P}/sendSms`,
    tag: 'accounts',
    access: 'public',
    summary: '发送短信验证码（登录、注册、绑定手机号）',
    body: z.strictObject({
      mobile: mobileField,
      purpose: z.enum(['login', 'bind', 'record']).default('login'),
    }),
    response: z.object({ sent: z.literal(true), resendAfterSeconds: z.number().int() }),
  }),
  userLogin: endpoint({
    method: 'POST',
    path: `${P}/userLogin`,
    tag: 'accounts',
    access: 'public',
    summary: '短信验证码登录（账号不存在时自动注册）',
    body: z.strictObject({ mobile: mobileField, code: smsCodeField }),
    response: loginResult,
  }),
  register: endpoint({
    method: 'POST',
    path: `${P}/register`,
    tag: 'accounts',
    access: 'public',
    summary: '短信验证码注册（账号已存在时直接登录）',
    body: z.strictObject({
      mobile: mobileField,
      code: smsCodeField,
      nickname: z.string().trim().min(1).max(20).optional(),
    }),
    response: loginResult,
  }),
  logout: endpoint({
    method: 'POST',
    path: `${P}/logout`,
    tag: 'accounts',
    access: 'parent',
    summary: '退出登录（吊销当前会话）',
    body: z.strictObject({}),
    response: z.null(),
  }),
  bindPhone: endpoint({
    method: 'POST',
    path: `${P}/bindPhone`,
    tag: 'accounts',
    access: 'parent',
    summary: '绑定手机号（微信账号）',
    body: z.strictObject({ mobile: mobileField, code: smsCodeField }),
    response: loginResult,
  }),
  userInfo: endpoint({
    method: 'GET',
    path: `${P}/userInfo`,
    tag: 'accounts',
    access: 'parent',
    summary: '当前登录用户',
    response: z.object({
      uid: z.string(),
      userId: z.number().int(),
      phone: z.string().nullable(),
      nickname: z.string().nullable(),
      hasWechat: z.boolean(),
    }),
  }),
  officialAccountsLogin: endpoint({
    method: 'POST',
    path: `${P}/officialAccountsLogin`,
    tag: 'wechat',
    access: 'public',
    summary: '公众号网页授权登录（code 换会话）',
    body: z.strictObject({ code: z.string().min(1).max(128), bizAppId: z.string().max(64).optional() }),
    response: officialLoginResult,
  }),
  officialAccountsRegister: endpoint({
    method: 'POST',
    path: `${P}/officialAccountsRegister`,
    tag: 'wechat',
    access: 'public',
    summary: '以公众号身份注册（无手机号的微信账号）',
    body: z.strictObject({
      wxTicket: z.string().min(1).max(128),
      nickname: z.string().trim().max(20).optional(),
    }),
    response: loginResult,
  }),
  officalLoginByUserId: endpoint({
    method: 'POST',
    path: `${P}/officalLoginByUserId`,
    tag: 'wechat',
    access: 'public',
    summary: '已授权的微信用户按 userId 重新登录（需凭证票据）',
    body: z.strictObject({
      userId: idField,
      bizAppId: z.string().max(64).optional(),
      wxTicket: z.string().min(1).max(128),
    }),
    response: loginResult,
  }),
  getOpenIdByCode: endpoint({
    method: 'GET',
    path: `${P}/getOpenIdByCode`,
    tag: 'wechat',
    access: 'public',
    summary: '用授权 code 换取微信身份票据（openid 不出服务器）',
    query: z.strictObject({ code: z.string().min(1).max(128), bizAppId: z.string().max(64).optional() }),
    response: z.object({ wxTicket: z.string(), registered: z.boolean() }),
  }),
  getAppIdByBizAppId: endpoint({
    method: 'GET',
    path: `${P}/getAppIdByBizAppId`,
    tag: 'wechat',
    access: 'public',
    summary: '公众号 appId 与授权地址',
    query: z.strictObject({ bizAppId: z.string().max(64).optional() }),
    response: z.object({ appId: z.string(), authorizeUrl: z.string() }),
  }),
  getOpenIdByChannel: endpoint({
    method: 'GET',
    path: `${P}/getOpenIdByChannel`,
    tag: 'wechat',
    access: 'parent',
    summary: '当前账号是否已关联某渠道的微信身份',
    query: z.strictObject({ channel: z.enum(['official', 'mini']).default('official') }),
    response: z.object({ channel: z.string(), bound: z.boolean() }),
  }),
  getUnionId: endpoint({
    method: 'GET',
    path: `${P}/getUnionId`,
    tag: 'wechat',
    access: 'parent',
    summary: '当前账号是否有微信 unionid',
    response: z.object({ hasUnionId: z.boolean() }),
  }),
  getHtmlSignature: endpoint({
    method: 'POST',
    path: `${P}/getHtmlSignature`,
    tag: 'wechat',
    access: 'public',
    summary: 'JS-SDK 页面签名',
    body: z.strictObject({ url: pageUrlField }),
    response: signature,
  }),
  getWechatSignature: endpoint({
    method: 'POST',
    path: `${P}/getWechatSignature`,
    tag: 'wechat',
    access: 'public',
    summary: 'JS-SDK 分享签名（url 在查询串）',
    query: z.strictObject({ url: pageUrlField }),
    response: signature,
  }),
  getUserWxNoticeInfo: endpoint({
    method: 'POST',
    path: `${P}/getUserWxNoticeInfo`,
    tag: 'accounts',
    access: 'parent',
    summary: '公众号消息通知设置',
    body: z.strictObject({}),
    response: z.object({ noticeEnabled: z.boolean(), hasWechat: z.boolean() }),
  }),
  setWxNoticeStatus: endpoint({
    method: 'POST',
    path: `${P}/setWxNoticeStatus`,
    tag: 'accounts',
    access: 'parent',
    summary: '开启或关闭公众号消息通知',
    body: z.strictObject({ noticeEnabled: z.boolean() }),
    response: z.object({ noticeEnabled: z.boolean(), hasWechat: z.boolean() }),
  }),
} as const;
