import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { noticeOpenid, parentPhone } from '../accounts/parent-contact.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { type NewSystemMessage, postSystemMessage } from '../messages/messages.service.ts';
import { NOTICE_KIND, type NoticeKind, type NoticeKindName, type NoticeValuesOf } from './notice-kinds.ts';
import { readNoticeSettings } from './notice-settings.ts';
import { findNoticeKeys, insertNoticeOnce, setNoticeMessage } from './notices.repository.ts';

export const NOTICE_SMS_JOB = 'notice-sms';
export const NOTICE_WECHAT_JOB = 'notice-wechat';
export type NoticeChannel = 'sms' | 'wechat';

/** What a channel's send job carries: enough to send again without the event that caused it. */
export type NoticeSend = {
  notice: string;
  subjectId: number;
  userId: number;
  values: Record<string, string>;
  /** The patient-app route the WeChat message opens. */
  link: string | null;
};

/**
 * A notice is given once per kind and subject; `occurrence` tells apart notices a subject may get more
 * than once of the same kind (an inquiry reassigned a second time, a reply in a chat), or the accounts
 * one subject is told to (every guardian of a clinic record's report).
 */
const subjectPart = (subjectId: number, occurrence?: number) =>
  occurrence === undefined ? String(subjectId) : `${subjectId}#${occurrence}`;
export const noticeKey = (kind: NoticeKind, subjectId: number, occurrence?: number) =>
  `${kind.id}:${subjectPart(subjectId, occurrence)}`;
export const sendKey = (kind: NoticeKind, subjectId: number, channel: NoticeChannel, occurrence?: number) =>
  `notice:${kind.id}:${subjectPart(subjectId, occurrence)}:${channel}`;

/**
 * The channels beside the in-app message (the rule is in docs/ARCHITECTURE.md, "Notices"): SMS to the
 * account's phone, as always; and WeChat too when the parent logged in through this official account
 * and left 公众号消息通知 on, and the kind has a template there (the embedded account has them all).
 */
const channelsFor = async (ctx: AppContext, trx: Db, kind: NoticeKind, userId: number) => {
  const channels: NoticeChannel[] = [];
  if (await parentPhone(trx, userId)) channels.push('sms');
  const hasTemplate = ctx.wechat.isDevelopment || readNoticeSettings(ctx.config).wechat.has(kind.id);
  if (hasTemplate && (await noticeOpenid(trx, userId, ctx.wechat.appId))) channels.push('wechat');
  return channels;
};

/**
 * Gives a parent a notice inside the transaction of the event it tells of: the in-app message is
 * posted and each channel's send is queued as its own job, all or nothing, and only the first time
 * for this kind and subject. A send that fails retries alone (notice-jobs.ts); the message is never
 * posted again. Returns false when the notice had been given already.
 */
export const issueNotice = async <K extends NoticeKindName>(
  ctx: AppContext,
  trx: Db,
  kindName: K,
  notice: {
    subjectId: number;
    /** Which notice of this kind for the subject, when it can have several (see subjectPart). */
    occurrence?: number;
    userId: number;
    values: Readonly<Record<NoticeValuesOf<K>, string>>;
    /** The in-app message, when this notice brings one (a refund's may come from its order's kind). */
    message?: NewSystemMessage;
  },
): Promise<boolean> => {
  const kind: NoticeKind = NOTICE_KIND[kindName];
  const channels = await channelsFor(ctx, trx, kind, notice.userId);
  const id = await insertNoticeOnce(trx, {
    key: noticeKey(kind, notice.subjectId, notice.occurrence),
    kind: kind.id,
    subjectId: notice.subjectId,
    userId: notice.userId,
    channels,
  });
  if (id === null) return false;
  if (notice.message)
    await setNoticeMessage(trx, id, await postSystemMessage(trx, notice.userId, notice.message));
  const payload: NoticeSend = {
    notice: kind.id,
    subjectId: notice.subjectId,
    userId: notice.userId,
    values: { ...notice.values },
    link: notice.message?.link ?? null,
  };
  for (const channel of channels)
    await enqueueJob(trx, {
      kind: channel === 'sms' ? NOTICE_SMS_JOB : NOTICE_WECHAT_JOB,
      payload,
      runAt: new Date(),
      dedupeKey: sendKey(kind, notice.subjectId, channel, notice.occurrence),
    });
  return true;
};

/**
 * Whether any of these notices of a kind was given (by subject and occurrence, through the notices'
 * unique key): chat asks it of the replies near a new one, so a parent is told at most once in ten minutes.
 */
export const anyNoticeGiven = async (
  db: Db,
  kindName: NoticeKindName,
  subjectId: number,
  occurrences: readonly number[],
): Promise<boolean> => {
  if (occurrences.length === 0) return false;
  const kind: NoticeKind = NOTICE_KIND[kindName];
  const keys = occurrences.map((o) => noticeKey(kind, subjectId, o));
  return (await findNoticeKeys(db, keys)).length > 0;
};
