import { IMAGE_CHOICE_MAX, IMAGE_TOO_LARGE_MESSAGE } from '@sprout/domain';
import { z } from 'zod';
import type { Access, HttpMethod } from './endpoint.ts';
import { endpoint } from './endpoint.ts';
import { idField } from './fields.ts';

/**
 * Medical-record pictures (issue 14): the spec's upload flow on our own storage. `qn_upload` hands a
 * short-lived upload token bound to the parent and one baby; `upload_image` (multipart, a byte route
 * below) takes one picture per request so the app can show each one's progress. Pictures are served
 * only through short-lived signed links that the server issues to whoever may see them (the child's
 * guardians, the doctors of its inquiries).
 */
const P = '/api/common/v1';

/** The spec's toast when a picture is over the configured size (sent as msg and as data.fields.file). */
export const PICTURE_TOO_LARGE_MESSAGE = IMAGE_TOO_LARGE_MESSAGE;
export const NOT_A_PICTURE_MESSAGE = '只能上传JPG、PNG、WebP或HEIC格式的图片';
export const DAMAGED_PICTURE_MESSAGE = '图片已损坏，请重新选择';
export const UPLOAD_TOKEN_MESSAGE = '上传凭证已失效，请重新上传';
/** Image choice: up to 9 (spec section 5). */
export const MAX_PICTURES = IMAGE_CHOICE_MAX;
export const DEFAULT_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** The client-chosen key: folderPath plus 10 letters or digits (the spec's random file key). */
export const PICTURE_KEY_PATTERN = /^baby-[1-9]\d{0,9}\/[A-Za-z0-9]{10}$/;

export const pictureView = z.object({
  pictureId: z.number().int(),
  babyId: z.number().int(),
  /** The album the picture is kept in: its upload date on the clinic's clock (YYYY-MM-DD). */
  albumDate: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  /** Signed links, valid until expiresAt; ask again for fresh ones. */
  url: z.string(),
  thumbUrl: z.string(),
  expiresAt: z.string(),
});
export type PictureView = z.infer<typeof pictureView>;

/** A picture as an inquiry shows it (parent and doctor). */
export const inquiryPicture = pictureView.pick({
  pictureId: true,
  width: true,
  height: true,
  url: true,
  thumbUrl: true,
  expiresAt: true,
});
export type InquiryPicture = z.infer<typeof inquiryPicture>;

/** Picture ids a parent attaches (图文问诊): each must be that child's picture. */
export const pictureIdsField = z
  .array(idField, { error: '图片有误' })
  .max(MAX_PICTURES, `最多上传${MAX_PICTURES}张图片`)
  .refine((ids) => new Set(ids).size === ids.length, '图片重复了')
  .default([]);

export const pictures = {
  uploadToken: endpoint({
    method: 'GET',
    path: `${P}/qn_upload`,
    tag: 'pictures',
    access: 'parent',
    summary: '上传凭证：为某个宝宝上传病历图片的短时凭证（visitPrefix、token、folderPath，uptoken 同 token）',
    query: z.strictObject({ babyId: idField }),
    response: z.object({
      visitPrefix: z.string(),
      token: z.string(),
      uptoken: z.string(),
      folderPath: z.string(),
      expiresAt: z.string(),
      maxBytes: z.number().int(),
    }),
  }),
  pictureAlbums: endpoint({
    method: 'GET',
    path: `${P}/pictureAlbums`,
    tag: 'pictures',
    access: 'parent',
    summary: '病历详情：宝宝的病历图片按日期分组（新的在前，最多500张）',
    query: z.strictObject({ babyId: idField }),
    response: z.object({
      albums: z.array(z.object({ albumDate: z.string(), pictures: z.array(pictureView) })),
      total: z.number().int(),
    }),
  }),
  pictureDelete: endpoint({
    method: 'POST',
    path: `${P}/pictureDelete`,
    tag: 'pictures',
    access: 'parent',
    summary: '删除病历图片（从相册移除；已附在问诊中的图片仍随问诊记录保存）',
    body: z.strictObject({ pictureId: idField }),
    response: z.object({ pictureId: z.number().int() }),
  }),
};

interface FileRoute<Q extends z.ZodType | undefined, F extends z.ZodType | undefined> {
  method: HttpMethod;
  path: string;
  access: Access;
  summary: string;
  query: Q;
  fields: F;
}

/**
 * The byte routes (not `Endpoint`s: one reads multipart, the other answers image bytes).
 *
 * Upload (parent): multipart/form-data with `token` (from qn_upload), an optional `key` (folderPath
 * plus 10 letters or digits: sending the same key again answers the picture already stored, so a retry
 * never makes a second copy) and one part `file`. The type is read from the bytes (JPEG, PNG, WebP,
 * HEIC/HEIF); at most the configured size (PICTURE_MAX_BYTES), else 4000 with 图片过大，请重新上传.
 * Answers the envelope with the picture (pictureView) and its `key`.
 *
 * Picture (anyone holding a link): GET `${visitPrefix}<link token>` (the link in the query `l`); the token is signed and short-lived,
 * names one picture, one size and the person it was issued to. Answers the image bytes, or the 4004
 * envelope for a forged, altered or expired link.
 */
export const pictureFiles = {
  uploadImage: {
    method: 'POST',
    path: `${P}/upload_image`,
    access: 'parent',
    summary: '上传病历图片（multipart：token、file，可选 key）',
    query: undefined,
    fields: z.strictObject({
      token: z.string({ error: UPLOAD_TOKEN_MESSAGE }).min(1, UPLOAD_TOKEN_MESSAGE).max(300),
      key: z.string().regex(PICTURE_KEY_PATTERN, '图片编号有误').optional(),
    }),
  },
  picture: {
    method: 'GET',
    path: `${P}/picture`,
    access: 'public',
    summary: '查看病历图片（签名短链接）',
    // The link travels in the query, which the request log writes as [redacted], never in the path.
    query: z.strictObject({ l: z.string().max(200) }),
    fields: undefined,
  },
} as const satisfies Record<string, FileRoute<z.ZodType | undefined, z.ZodType | undefined>>;

export const PICTURE_VISIT_PREFIX = `${P}/picture?l=`;

export const uploadedPicture = pictureView.extend({ key: z.string() });
export type UploadedPicture = z.infer<typeof uploadedPicture>;
