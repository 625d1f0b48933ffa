import { type InquiryPicture, PICTURE_VISIT_PREFIX } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { PictureRow } from '../../db/schema-pictures.ts';
import { notFound } from '../../http/app-error.ts';
import type { StoredObject } from '../../providers/storage/storage-provider.ts';
import { linkExpiry, type PictureViewer, readPictureLink, signPictureLink } from './picture-links.ts';
import {
  findLivePictureOfBaby,
  findLiveAlbumPicturesOfBaby,
  findServablePicture,
  insertInquiryPictures,
  listInquiryPictures,
} from './pictures.repository.ts';

/**
 * What other modules ask of pictures (the consultation's inquiries, the chat's image messages) and the signed
 * links every picture is seen through. Whoever calls these has already decided that the viewer may see
 * the child's pictures (the parent owns the baby; the doctor holds the inquiry): a link only carries
 * that decision to the <img> that cannot send a session.
 */

export type { PictureViewer } from './picture-links.ts';

export interface PictureLinks {
  url: string;
  thumbUrl: string;
  expiresAt: string;
}

/** Short-lived links to one picture, full size and thumbnail, issued to `viewer`. */
export const pictureLinks = (
  ctx: AppContext,
  pictureId: number,
  viewer: PictureViewer,
  now = new Date(),
): PictureLinks => {
  const expiresAtMs = linkExpiry(now, ctx.config.PICTURE_LINK_SECONDS);
  const secret = ctx.config.PICTURE_LINK_SECRET;
  const link = (size: 'thumb' | 'full') =>
    `${PICTURE_VISIT_PREFIX}${signPictureLink(secret, { pictureId, size, viewer, expiresAtMs })}`;
  return { url: link('full'), thumbUrl: link('thumb'), expiresAt: new Date(expiresAtMs).toISOString() };
};

/**
 * That child's live picture which the sender may name in the chat, or null (another child's, deleted,
 * unknown). A parent names the family's album pictures; a doctor also those doctors uploaded for the
 * chat (a doctor's upload not yet sent is not the parent's to send and so to see).
 */
export const pictureForChild = async (
  db: Db,
  pictureId: number,
  babyId: number,
  sender: 'parent' | 'doctor',
): Promise<PictureRow | null> => {
  const row = await findLivePictureOfBaby(db, pictureId, babyId);
  if (!row || (sender === 'parent' && row.staff_id !== null)) return null;
  return row;
};

/**
 * Attaches the parent's chosen pictures to a new inquiry, in the caller's transaction. Every id must be
 * a live album picture of that child; one that is not reads as absent (4004), as another family's record does.
 */
export const attachPicturesToInquiry = async (
  db: Db,
  target: { inquiryId: number; babyId: number },
  pictureIds: readonly number[],
): Promise<void> => {
  const found = await findLiveAlbumPicturesOfBaby(db, pictureIds, target.babyId);
  if (found.length !== new Set(pictureIds).size) throw notFound('图片不存在');
  await insertInquiryPictures(db, target.inquiryId, pictureIds);
};

/** An inquiry's pictures with links for the viewer the caller has already let see the inquiry. */
export const inquiryPictures = async (
  ctx: AppContext,
  inquiryId: number,
  viewer: PictureViewer,
  now = new Date(),
): Promise<InquiryPicture[]> => {
  const rows = await listInquiryPictures(ctx.db, inquiryId);
  return rows.map((r) => ({
    pictureId: r.id,
    width: r.width,
    height: r.height,
    ...pictureLinks(ctx, r.id, viewer, now),
  }));
};

export interface OpenedPicture {
  contentType: string;
  sizeBytes: number;
  object: StoredObject;
  /** Seconds the link has left: how long the browser may keep the bytes. */
  secondsLeft: number;
}

/** The bytes a link names, or 4004 for a forged, altered or expired link or a picture no longer kept. */
export const openPictureByLink = async (
  ctx: AppContext,
  link: string,
  now = new Date(),
): Promise<OpenedPicture> => {
  const claims = readPictureLink(ctx.config.PICTURE_LINK_SECRET, link);
  if (!claims || claims.expiresAtMs <= now.getTime()) throw notFound('图片链接已失效，请刷新页面');
  const picture = await findServablePicture(ctx.db, claims.pictureId);
  if (!picture) throw notFound('图片不存在');
  const isFull = claims.size === 'full';
  const object = await ctx.storage.get(isFull ? picture.storage_key : picture.thumb_key);
  if (!object) throw notFound('图片文件缺失，请联系医院');
  return {
    contentType: isFull ? picture.content_type : 'image/webp',
    sizeBytes: object.sizeBytes ?? (isFull ? picture.size_bytes : picture.thumb_bytes),
    object,
    secondsLeft: Math.max(0, Math.floor((claims.expiresAtMs - now.getTime()) / 1000)),
  };
};

/**
 * The child's live album pictures among `pictureIds`, read in `db` (the caller's transaction, when in
 * one), with links for a viewer the caller has already let see the child (the AI consultation's
 * picture messages); one deleted from the album since is left out.
 */
export const albumPicturesOfChild = async (
  ctx: AppContext,
  db: Db,
  babyId: number,
  pictureIds: readonly number[],
  viewer: PictureViewer,
  now = new Date(),
): Promise<InquiryPicture[]> => {
  if (pictureIds.length === 0) return [];
  const rows = await findLiveAlbumPicturesOfBaby(db, pictureIds, babyId);
  return rows.map((r) => ({
    pictureId: r.id,
    width: r.width,
    height: r.height,
    ...pictureLinks(ctx, r.id, viewer, now),
  }));
};
