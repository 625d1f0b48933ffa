import type { z } from 'zod';
import { AI_FILE_UPLOAD_PATH, aiFileUploadFields, aiTurn } from './ai-consult.ts';
import { CHAT_PICTURE_UPLOAD_PATH, chatPictureUploadFields, uploadedChatPicture } from './chat.ts';
import type { Access, HttpMethod } from './endpoint.ts';
import { inspectionReportFiles, uploadedReportFile } from './inspection-report-files.ts';
import { INVOICE_PDF_PATH, invoicePdfQuery } from './invoices.ts';
import { MALL_PICTURE_PATH, MALL_PICTURE_UPLOAD_PATH, uploadedGoodsPicture } from './mall.ts';
import { pictureFiles, uploadedPicture } from './pictures.ts';

/**
 * Every byte route: a call the server answers beside `registerEndpoint` because it reads multipart
 * or answers bytes (a PDF sheet or invoice, a picture). They are not `Endpoint`s (the R1/R7 tables and
 * the clients' typed calls assume a JSON envelope on success), but the API reference lists them with
 * their input and what a success answers; every refusal is the usual envelope.
 */
export interface ByteRoute {
  method: HttpMethod;
  /** In OpenAPI's form: a path parameter is `{name}`. */
  path: string;
  access: Access;
  summary: string;
  query: z.ZodType | undefined;
  /** The multipart form's text fields, beside its one `file` part (uploads). */
  fields: z.ZodType | undefined;
  /** An upload takes one `file` part. */
  upload: boolean;
  /** A success: the bytes of these types, or the envelope with this data. */
  success: { bytes: readonly string[] } | { envelope: z.ZodType };
}

const PDF = { bytes: ['application/pdf'] } as const;
const PICTURE = { bytes: ['image/jpeg', 'image/png', 'image/webp'] } as const;
const { reportFile, consoleDownloadFile, consoleUploadFile } = inspectionReportFiles;

export const allByteRoutes = (): readonly ByteRoute[] => [
  { ...reportFile, upload: false, success: PDF },
  { ...consoleDownloadFile, upload: false, success: PDF },
  { ...consoleUploadFile, upload: true, success: { envelope: uploadedReportFile } },
  { ...pictureFiles.uploadImage, upload: true, success: { envelope: uploadedPicture } },
  { ...pictureFiles.picture, upload: false, success: PICTURE },
  {
    method: 'POST',
    path: CHAT_PICTURE_UPLOAD_PATH,
    access: 'staff',
    summary:
      '医生在聊天中上传一张图片（multipart：inquiryId 与 file；与病历图片相同的检查与清理，只限可在该问诊中发言的医生），再以图片消息发送其 pictureId',
    query: undefined,
    fields: chatPictureUploadFields,
    upload: true,
    success: { envelope: uploadedChatPicture },
  },
  {
    method: 'POST',
    path: AI_FILE_UPLOAD_PATH,
    access: 'parent',
    summary:
      'AI问诊中上传一张图片（multipart：sessionId 与 file；与病历图片相同的检查与清理），作为该次问诊的一条消息',
    query: undefined,
    fields: aiFileUploadFields,
    upload: true,
    success: { envelope: aiTurn },
  },
  {
    method: 'POST',
    path: MALL_PICTURE_UPLOAD_PATH,
    access: 'manager',
    summary: '上传积分商城商品图片（multipart：一个 file；重新编码并去除元数据，最长边 1200 像素）',
    query: undefined,
    fields: undefined,
    upload: true,
    success: { envelope: uploadedGoodsPicture },
  },
  {
    method: 'GET',
    path: `${MALL_PICTURE_PATH}/{name}`,
    access: 'public',
    summary: '积分商城商品图片（公开，按存储名读取）',
    query: undefined,
    fields: undefined,
    upload: false,
    success: PICTURE,
  },
  {
    method: 'GET',
    path: INVOICE_PDF_PATH,
    access: 'public',
    summary: '电子发票 PDF（签名短链接 l：一张发票、蓝票或红票、开给一位家长；过期或篡改为 4004）',
    query: invoicePdfQuery,
    fields: undefined,
    upload: false,
    success: PDF,
  },
];
