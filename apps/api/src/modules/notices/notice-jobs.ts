import type { AppContext } from '../../app-context.ts';
import { noticeOpenid, parentPhone } from '../accounts/parent-contact.service.ts';
import { type NoticeKind, noticeKindById } from './notice-kinds.ts';
import { fillTemplate, readNoticeSettings } from './notice-settings.ts';
import { NOTICE_SMS_JOB, NOTICE_WECHAT_JOB, type NoticeSend } from './notices.service.ts';

/** The job's payload, checked: a payload from an older release or a kind since removed fails visibly. */
const readSend = (payload: Record<string, unknown>): { send: NoticeSend; kind: NoticeKind } => {
  const kind = noticeKindById(String(payload.notice));
  const values = payload.values;
  if (!kind || typeof values !== 'object' || values === null)
    throw new Error(`通知任务内容无法识别（${String(payload.notice)}）`);
  const send: NoticeSend = {
    notice: kind.id,
    subjectId: Number(payload.subjectId),
    userId: Number(payload.userId),
    values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
    link: typeof payload.link === 'string' ? payload.link : null,
  };
  return { send, kind };
};

/**
 * The error a manager reads on 失败任务: which notice and channel, then the provider's reason (the jobs
 * module masks any phone number in it; the adapters never put an openid in theirs).
 */
const failedSend = (kind: NoticeKind, channel: string, err: unknown) =>
  new Error(`${kind.label}${channel}未能发出：${err instanceof Error ? err.message : String(err)}`);

/** One SMS of a notice. Only the send is retried; the parent's phone is read at send time. */
const sendSms = async (ctx: AppContext, payload: Record<string, unknown>) => {
  const { send, kind } = readSend(payload);
  const phone = await parentPhone(ctx.db, send.userId);
  if (!phone) return; // the account has no phone any more: nothing to send to
  const binding = readNoticeSettings(ctx.config).sms.get(kind.id);
  try {
    await ctx.sms.sendNotice(phone, {
      kind: kind.id,
      templateCode: binding?.templateId ?? null,
      params: binding ? fillTemplate(binding, send.values) : send.values,
      text: kind.smsText(send.values),
    });
  } catch (err) {
    throw failedSend(kind, '短信', err);
  }
};

/** The patient-app page a WeChat message opens, when the server knows its public address. */
const pageUrl = (ctx: AppContext, link: string | null) =>
  link && ctx.config.PUBLIC_BASE_URL
    ? `${ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, '')}/appointment/#${link}`
    : undefined;

/** One official-account template message of a notice, while the parent still allows them. */
const sendWechat = async (ctx: AppContext, payload: Record<string, unknown>) => {
  const { send, kind } = readSend(payload);
  const openid = await noticeOpenid(ctx.db, send.userId, ctx.wechat.appId);
  if (!openid) return; // 公众号消息通知 turned off (or the identity moved) since the notice was queued
  const binding = readNoticeSettings(ctx.config).wechat.get(kind.id);
  // The embedded account has a template for every kind, named after it, with the values as they are.
  const templateId = binding?.templateId ?? `sprout-${kind.id}`;
  const data = binding ? fillTemplate(binding, send.values) : send.values;
  try {
    await ctx.wechat.sendTemplateMessage(openid, templateId, data, pageUrl(ctx, send.link));
  } catch (err) {
    throw failedSend(kind, '微信消息', err);
  }
};

export const registerNoticeJobs = (ctx: AppContext): void => {
  ctx.jobHandlers.register(NOTICE_SMS_JOB, sendSms);
  ctx.jobHandlers.register(NOTICE_WECHAT_JOB, sendWechat);
};
