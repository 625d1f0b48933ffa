import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { idField } from './fields.ts';

const P = '/opordering/wechatapp';

export const MESSAGE_CATEGORIES = [
  'system',
  'account',
  'appointment',
  'payment',
  'growth',
  'consultation',
  'member',
] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

export const systemMessage = z.object({
  msgId: z.number().int(),
  category: z.enum(MESSAGE_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** A route of the patient app to open from the message, e.g. /pages/newFun/orderDetail?weId=3. */
  link: z.string().nullable(),
});
export const systemMessageDetail = systemMessage.extend({ content: z.string() });
export type SystemMessage = z.infer<typeof systemMessage>;
export type SystemMessageDetail = z.infer<typeof systemMessageDetail>;

export const messages = {
  unreadCount: endpoint({
    method: 'GET',
    path: `${P}/getSysMsgUnreadCount`,
    tag: 'messages',
    access: 'parent',
    summary: '未读系统消息数',
    response: z.object({ unread: z.number().int() }),
  }),
  pageSysMsg: endpoint({
    method: 'POST',
    path: `${P}/pageSysMsg`,
    tag: 'messages',
    access: 'parent',
    summary: '系统消息（分页，新的在前）',
    body: pageQuery.extend({ onlyUnread: z.boolean().optional() }).strict(),
    response: pageOf(systemMessage),
  }),
  sysMsgDetail: endpoint({
    method: 'GET',
    path: `${P}/getSysMsgDetail`,
    tag: 'messages',
    access: 'parent',
    summary: '系统消息详情（打开即标为已读）',
    query: z.strictObject({ msgId: idField }),
    response: systemMessageDetail,
  }),
  readSysMsg: endpoint({
    method: 'POST',
    path: `${P}/readSysMsg`,
    tag: 'messages',
    access: 'parent',
    summary: '标记一条消息已读',
    body: z.strictObject({ msgId: idField }),
    response: z.object({ unread: z.number().int() }),
  }),
  readAllSysMsg: endpoint({
    method: 'POST',
    path: `${P}/readAllSysMsg`,
    tag: 'messages',
    access: 'parent',
    summary: '全部标为已读',
    body: z.strictObject({}),
    response: z.object({ unread: z.number().int() }),
  }),
} as const;
