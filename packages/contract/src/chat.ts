import { z } from 'zod';
import {
  CHAT_PAGE_MAX,
  chatMessage,
  chatPage,
  chatReadState,
  chatSendFields,
  chatSendMessage,
  chatSendRule,
  chatTicket,
} from './chat-message.ts';
import { endpoint } from './endpoint.ts';
import { idField, wholeNumber } from './fields.ts';
import { inquiryPicture } from './pictures.ts';

/**
 * The chat's HTTP calls (issue 14): the ticket that opens `/ws` (a browser cannot set headers on a
 * websocket, so the session token never travels in its URL), and chat content add / list and read
 * status, which follow the same rules as the socket's frames. Parents under the spec's /api/consult/,
 * staff under /api/console/consult/chat/. Every call names an inquiry of the thread.
 */
const P = '/api/consult';
const C = '/api/console/consult/chat';

const seqField = (what: string) =>
  wholeNumber(
    z
      .number({ error: `${what}有误` })
      .int(`${what}有误`)
      .min(0, `${what}有误`),
  );

/** History: the newest page (no seq given), the page before `beforeSeq`, or everything after `afterSeq`. */
const listQuery = z.strictObject({
  inquiryId: idField,
  afterSeq: seqField('消息序号').optional(),
  beforeSeq: seqField('消息序号').optional(),
  pageSize: wholeNumber(
    z.number({ error: '每页条数有误' }).int().min(1, '每页条数有误').max(CHAT_PAGE_MAX, '每页条数有误'),
  ).default(50),
});
const addBody = z
  .strictObject({ inquiryId: idField, ...chatSendFields })
  .refine(chatSendRule, chatSendMessage);
const readBody = z.strictObject({ inquiryId: idField, seq: seqField('已读位置') });
const pictureQuery = z.strictObject({ inquiryId: idField, pictureId: idField });
/** Short-lived links issued to the one who asked (an <img> cannot send a session). */
const pictureLinks = z.object({ url: z.string(), thumbUrl: z.string(), expiresAt: z.string() });

export const chat = {
  chatTicket: endpoint({
    method: 'POST',
    path: `${P}/chatTicket`,
    tag: 'chat',
    access: 'parent',
    summary: '聊天连接票据：一次性、约一分钟有效，用于打开 /ws?ticket=',
    response: chatTicket,
  }),
  chatContentAdd: endpoint({
    method: 'POST',
    path: `${P}/chatContentAdd`,
    tag: 'chat',
    access: 'parent',
    summary: '发送聊天消息（与 /ws 的 send 相同规则；同一消息编号重发返回已存的消息）',
    body: addBody,
    response: chatMessage,
  }),
  chatContentList: endpoint({
    method: 'GET',
    path: `${P}/chatContentList`,
    tag: 'chat',
    access: 'parent',
    summary: '聊天记录：最新一页、某序号之前一页，或某序号之后的全部（按序号）',
    query: listQuery,
    response: chatPage,
  }),
  readStatus: endpoint({
    method: 'POST',
    path: `${P}/readStatus`,
    tag: 'chat',
    access: 'parent',
    summary: '已读回执：记录已读到的序号，返回双方的已读位置',
    body: readBody,
    response: chatReadState,
  }),
  chatPicture: endpoint({
    method: 'GET',
    path: `${P}/chatPicture`,
    tag: 'chat',
    access: 'parent',
    summary: '聊天中图片的短时签名链接（原图与缩略图）',
    query: pictureQuery,
    response: pictureLinks,
  }),
};

export const chatConsole = {
  chatTicket: endpoint({
    method: 'POST',
    path: `${C}/ticket`,
    tag: 'chat',
    access: 'staff',
    summary: '聊天连接票据（医生与管理员）',
    response: chatTicket,
  }),
  chatContentAdd: endpoint({
    method: 'POST',
    path: `${C}/add`,
    tag: 'chat',
    access: 'staff',
    summary: '医生发送聊天消息（只限本人的问诊；医生的第一条消息即首次回复）',
    body: addBody,
    response: chatMessage,
  }),
  chatContentList: endpoint({
    method: 'GET',
    path: `${C}/list`,
    tag: 'chat',
    access: 'staff',
    summary: '聊天记录（医生只看本人的问诊，管理员可查看）',
    query: listQuery,
    response: chatPage,
  }),
  readStatus: endpoint({
    method: 'POST',
    path: `${C}/read`,
    tag: 'chat',
    access: 'staff',
    summary: '医生的已读回执',
    body: readBody,
    response: chatReadState,
  }),
  chatPicture: endpoint({
    method: 'GET',
    path: `${C}/picture`,
    tag: 'chat',
    access: 'staff',
    summary: '聊天中图片的短时签名链接（查看即记录审计）',
    query: pictureQuery,
    response: pictureLinks,
  }),
};

/**
 * The doctor's picture in the chat, a byte route (multipart, so not an endpoint; byte-routes.ts lists
 * it): the field `inquiryId` and one part `file`, checked and cleaned as a parent's record picture
 * (JPEG, PNG, WebP or HEIC by its bytes, at most PICTURE_MAX_BYTES, metadata removed). Only the doctor
 * who may send in the inquiry's chat now may upload; it answers the picture with the doctor's own
 * links, and the doctor then sends an image message naming its pictureId.
 */
export const CHAT_PICTURE_UPLOAD_PATH = `${C}/pictureUpload`;
export const chatPictureUploadFields = z.strictObject({ inquiryId: idField });
export const uploadedChatPicture = inquiryPicture;
