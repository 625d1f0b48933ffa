import { createHash, randomUUID } from 'node:crypto';
import {
  DAMAGED_PICTURE_MESSAGE,
  NOT_A_PICTURE_MESSAGE,
  PICTURE_TOO_LARGE_MESSAGE,
  PICTURE_VISIT_PREFIX,
  type PictureView,
  UPLOAD_TOKEN_MESSAGE,
} from '@sprout/contract';
import { clinicToday } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/dialect.ts';
import type { Insertable } from 'kysely';
import type { PictureRow, PicturesTable } from '../../db/schema-pictures.ts';
import { AppError, conflict, invalidInput, notFound } from '../../http/app-error.ts';
import { ownedBaby } from '../babies/owned-babies.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { pictureLinks } from './picture-access.service.ts';
import { readUploadToken, signUploadToken } from './picture-links.ts';
import { cleanPicture, DamagedPicture, sniffPicture } from '../../images/picture-processing.ts';
import {
  findByClientKey,
  findLiveAlbumPicture,
  insertPicture,
  listLiveAlbumPicturesOfBaby,
  softDeletePicture,
} from './pictures.repository.ts';

/** A parent's medical-record pictures: the upload token, the upload, the albums by date, delete. */

/** Long enough to choose nine pictures and send them on a slow network; short enough to be worthless when leaked. */
const UPLOAD_TOKEN_MINUTES = 30;

/** The key prefix the app puts before its 10 random characters (the spec's folderPath). */
const folderOf = (babyId: number) => `baby-${babyId}/`;

export const issueUploadToken = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  babyId: number,
  now = new Date(),
) => {
  const baby = await ownedBaby(ctx.db, parent, babyId);
  const expiresAtMs = now.getTime() + UPLOAD_TOKEN_MINUTES * 60_000;
  const token = signUploadToken(ctx.config.PICTURE_LINK_SECRET, {
    userId: parent.userId,
    babyId: baby.id,
    expiresAtMs,
  });
  return {
    visitPrefix: PICTURE_VISIT_PREFIX,
    token,
    uptoken: token,
    folderPath: folderOf(baby.id),
    expiresAt: new Date(expiresAtMs).toISOString(),
    maxBytes: ctx.config.PICTURE_MAX_BYTES,
  };
};

export const toPictureView = (ctx: AppContext, r: PictureRow, parent: ParentPrincipal, now = new Date()) => ({
  pictureId: r.id,
  babyId: r.baby_id,
  albumDate: r.album_date,
  width: r.width,
  height: r.height,
  sizeBytes: r.size_bytes,
  createdAt: r.created_at,
  ...pictureLinks(ctx, r.id, { kind: 'parent', userId: parent.userId }, now),
});

export interface PictureUpload {
  token: string;
  key?: string | undefined;
  bytes: Buffer | undefined;
}

const checkedBytes = async (ctx: AppContext, bytes: Buffer | undefined) => {
  if (!bytes || bytes.byteLength === 0) throw invalidInput({ file: '请选择要上传的图片' });
  if (bytes.byteLength > ctx.config.PICTURE_MAX_BYTES)
    throw invalidInput({ file: PICTURE_TOO_LARGE_MESSAGE }, PICTURE_TOO_LARGE_MESSAGE);
  const source = await sniffPicture(bytes);
  if (!source) throw invalidInput({ file: NOT_A_PICTURE_MESSAGE });
  try {
    return { source, cleaned: await cleanPicture(bytes, source) };
  } catch (err) {
    if (err instanceof DamagedPicture) throw invalidInput({ file: DAMAGED_PICTURE_MESSAGE });
    throw err;
  }
};

/** The upload's baby: the token must be genuine, unexpired and this parent's, and the baby still theirs. */
const babyOfToken = async (ctx: AppContext, parent: ParentPrincipal, upload: PictureUpload, now: Date) => {
  const claims = readUploadToken(ctx.config.PICTURE_LINK_SECRET, upload.token);
  if (!claims || claims.userId !== parent.userId || claims.expiresAtMs <= now.getTime())
    throw invalidInput({ token: UPLOAD_TOKEN_MESSAGE });
  if (upload.key !== undefined && !upload.key.startsWith(folderOf(claims.babyId)))
    throw invalidInput({ key: '图片编号有误' });
  return ownedBaby(ctx.db, parent, claims.babyId);
};

/** The same key sent again (a retry whose answer was lost) answers the picture stored the first time. */
const earlierTry = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  babyId: number,
  key: string | undefined,
) => {
  if (key === undefined) return undefined;
  const earlier = await findByClientKey(ctx.db, parent.userId, key);
  if (earlier && earlier.baby_id !== babyId) throw conflict('图片编号已被使用');
  return earlier;
};

/** Who a stored picture is of and by (the row's owner columns). */
export type PictureOwner = Pick<Insertable<PicturesTable>, 'user_id' | 'baby_id' | 'staff_id' | 'client_key'>;

/**
 * Checks and cleans the bytes, keeps both files under random keys and inserts the row: a parent's
 * upload and a doctor's chat picture go the same way. Files whose row never committed are removed
 * before the error goes on (a lost race on the same key among them).
 */
export const storePicture = async (
  ctx: AppContext,
  owner: PictureOwner,
  bytes: Buffer | undefined,
  now: Date,
): Promise<{ row: PictureRow; name: string }> => {
  const { source, cleaned } = await checkedBytes(ctx, bytes);
  const name = randomUUID();
  const ext = cleaned.contentType.slice('image/'.length);
  const keys = {
    full: `pictures/${name}.${ext === 'jpeg' ? 'jpg' : ext}`,
    thumb: `pictures/${name}.thumb.webp`,
  };
  await ctx.storage.put(keys.full, cleaned.bytes, cleaned.contentType);
  await ctx.storage.put(keys.thumb, cleaned.thumb, 'image/webp');
  try {
    const row = await insertPicture(ctx.db, {
      ...owner,
      storage_key: keys.full,
      thumb_key: keys.thumb,
      content_type: cleaned.contentType,
      source_type: source,
      size_bytes: cleaned.bytes.byteLength,
      thumb_bytes: cleaned.thumb.byteLength,
      width: cleaned.width,
      height: cleaned.height,
      sha256: createHash('sha256').update(cleaned.bytes).digest('hex'),
      album_date: clinicToday(now),
      created_at: nowIso(now),
      deleted_at: null,
    });
    return { row, name };
  } catch (err) {
    await ctx.storage.delete(keys.full);
    await ctx.storage.delete(keys.thumb);
    throw err;
  }
};

export const uploadPicture = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  upload: PictureUpload,
  now = new Date(),
) => {
  const baby = await babyOfToken(ctx, parent, upload, now);
  const earlier = await earlierTry(ctx, parent, baby.id, upload.key);
  if (earlier) return { ...toPictureView(ctx, earlier, parent, now), key: upload.key ?? '' };
  const owner = { user_id: parent.userId, baby_id: baby.id, staff_id: null, client_key: upload.key ?? null };
  try {
    const { row, name } = await storePicture(ctx, owner, upload.bytes, now);
    return { ...toPictureView(ctx, row, parent, now), key: upload.key ?? `${folderOf(baby.id)}${name}` };
  } catch (err) {
    // A refused picture is the answer; an insert that failed may have lost a race on the same key.
    if (err instanceof AppError) throw err;
    const winner = await earlierTry(ctx, parent, baby.id, upload.key);
    if (winner) return { ...toPictureView(ctx, winner, parent, now), key: upload.key ?? '' };
    throw err;
  }
};

/** 病历详情: the baby's live pictures in albums by date, newest first. */
export const pictureAlbums = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  babyId: number,
  now = new Date(),
) => {
  const baby = await ownedBaby(ctx.db, parent, babyId);
  const rows = await listLiveAlbumPicturesOfBaby(ctx.db, baby.id);
  const albums: { albumDate: string; pictures: PictureView[] }[] = [];
  for (const row of rows) {
    const view = toPictureView(ctx, row, parent, now);
    const last = albums.at(-1);
    if (last?.albumDate === row.album_date) last.pictures.push(view);
    else albums.push({ albumDate: row.album_date, pictures: [view] });
  }
  return { albums, total: rows.length };
};

/** The picture's baby decides: a picture of a baby that is not the caller's reads as absent. */
export const deletePicture = async (ctx: AppContext, parent: ParentPrincipal, pictureId: number) => {
  const live = await findLiveAlbumPicture(ctx.db, pictureId);
  try {
    if (!live) throw notFound('图片不存在');
    await ownedBaby(ctx.db, parent, live.baby_id);
  } catch (err) {
    throw err instanceof AppError ? notFound('图片不存在') : err;
  }
  await softDeletePicture(ctx.db, pictureId, live.baby_id, nowIso());
  return { pictureId };
};
