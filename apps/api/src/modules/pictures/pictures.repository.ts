import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PictureRow, PicturesTable } from '../../db/schema-pictures.ts';

/**
 * The only SQL of medical-record pictures and their links to inquiries. A parent reaches a picture only
 * through one of their own live babies, which the service asks the babies module about first; every
 * query here is scoped by the baby (and the uploader where a retry is matched).
 */

/** The most pictures one album call returns (a baby with more sees the newest). */
export const ALBUM_LIMIT = 500;

export const insertPicture = (db: Db, values: Insertable<PicturesTable>) =>
  db.kysely.insertInto('pictures').values(values).returningAll().executeTakeFirstOrThrow();

/** The picture an earlier try of the same upload stored (the app's key, per uploader). */
export const findByClientKey = (db: Db, userId: number, clientKey: string) =>
  db.kysely
    .selectFrom('pictures')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();

/**
 * A live album picture, whoever's: the service then asks the babies module whether its baby is the
 * caller's. A doctor's chat picture is no album picture, so a parent cannot delete it.
 */
export const findLiveAlbumPicture = (db: Db, pictureId: number) =>
  db.kysely
    .selectFrom('pictures')
    .select(['id', 'baby_id'])
    .where('id', '=', pictureId)
    .where('staff_id', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** A live picture of that baby (an album picture or one a doctor sent in the chat), or undefined. */
export const findLivePictureOfBaby = (db: Db, pictureId: number, babyId: number) =>
  db.kysely
    .selectFrom('pictures')
    .selectAll()
    .where('id', '=', pictureId)
    .where('baby_id', '=', babyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** Live album pictures of that baby among the ids (several at once, a parent attaching them to an inquiry). */
export const findLiveAlbumPicturesOfBaby = (db: Db, pictureIds: readonly number[], babyId: number) =>
  pictureIds.length === 0
    ? Promise.resolve([] as PictureRow[])
    : db.kysely
        .selectFrom('pictures')
        .selectAll()
        .where('id', 'in', pictureIds)
        .where('baby_id', '=', babyId)
        .where('staff_id', 'is', null)
        .where('deleted_at', 'is', null)
        .execute();

/** The parents' albums: what the family uploaded, not the pictures doctors sent in the chat. */
export const listLiveAlbumPicturesOfBaby = (db: Db, babyId: number) =>
  db.kysely
    .selectFrom('pictures')
    .selectAll()
    .where('baby_id', '=', babyId)
    .where('staff_id', 'is', null)
    .where('deleted_at', 'is', null)
    .orderBy('album_date', 'desc')
    .orderBy('id', 'desc')
    .limit(ALBUM_LIMIT)
    .execute();

export const softDeletePicture = (db: Db, pictureId: number, babyId: number, at: string) =>
  db.kysely
    .updateTable('pictures')
    .set({ deleted_at: at })
    .where('id', '=', pictureId)
    .where('baby_id', '=', babyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/**
 * A picture a signed link may still show: live, or deleted from the album but attached to an inquiry
 * (part of that consultation's record, which the doctor and the parent still see with the inquiry).
 */
export const findServablePicture = (db: Db, pictureId: number) =>
  db.kysely
    .selectFrom('pictures as p')
    .select(['p.id', 'p.storage_key', 'p.thumb_key', 'p.content_type', 'p.size_bytes', 'p.thumb_bytes'])
    .where('p.id', '=', pictureId)
    .where((eb) =>
      eb.or([
        eb('p.deleted_at', 'is', null),
        eb.exists(
          eb
            .selectFrom('inquiry_pictures as ip')
            .select('ip.picture_id')
            .whereRef('ip.picture_id', '=', 'p.id'),
        ),
      ]),
    )
    .executeTakeFirst();

export const insertInquiryPictures = (db: Db, inquiryId: number, pictureIds: readonly number[]) =>
  pictureIds.length === 0
    ? Promise.resolve()
    : db.kysely
        .insertInto('inquiry_pictures')
        .values(
          pictureIds.map((pictureId, position) => ({
            inquiry_id: inquiryId,
            picture_id: pictureId,
            position,
          })),
        )
        .execute()
        .then(() => undefined);

/** The pictures attached to an inquiry, in the order the parent chose them (album deletes do not hide them). */
export const listInquiryPictures = (db: Db, inquiryId: number) =>
  db.kysely
    .selectFrom('inquiry_pictures as ip')
    .innerJoin('pictures as p', 'p.id', 'ip.picture_id')
    .select(['p.id', 'p.width', 'p.height'])
    .where('ip.inquiry_id', '=', inquiryId)
    .orderBy('ip.position')
    .execute();

/** An account merge (accounts/account-merge.ts): the parent's record pictures follow them. */
export const movePicturesToAccount = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  // A client key is unique per uploader; the merged account's keys are its own random ones, but a
  // key the survivor already holds would refuse the move, so such a picture keeps no key (a retried
  // upload of it is then stored again rather than found).
  const held = trx.kysely.selectFrom('pictures').select('client_key').where('user_id', '=', intoUserId);
  await trx.kysely
    .updateTable('pictures')
    .set({ client_key: null })
    .where('user_id', '=', fromUserId)
    .where('client_key', 'in', held)
    .execute();
  await trx.kysely
    .updateTable('pictures')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
};
