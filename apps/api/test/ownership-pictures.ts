import type { TestApp } from './harness.ts';
import { addBaby } from './booking-fixtures.ts';
import { CV1, plainPicture, uploadOne } from './pictures-support.ts';
import type { OwnershipRow } from './ownership-row.ts';

/**
 * R1 rows for the picture calls, for ownership.int.test.ts: A's baby with one record picture. A's own
 * calls succeed in this order (the delete last). Another parent's picture ids given to inquiryCreate
 * are refused in pictures-inquiries.int.test.ts (the inquiryCreate row here is the consultation's).
 */
export interface PictureIds {
  babyId: number;
  pictureId: number;
}

export const preparePictureIds = async (t: TestApp, parentA: { token: string }): Promise<PictureIds> => {
  const babyId = await addBaby(t, parentA.token, 'A的病历宝');
  const picture = await uploadOne(t, parentA.token, babyId, await plainPicture('png'), 'a.png');
  return { babyId, pictureId: picture.pictureId };
};

export type PictureRow = OwnershipRow<PictureIds>;

export const pictureRows: PictureRow[] = [
  { key: `GET ${CV1}/qn_upload`, input: (a) => ({ query: { babyId: a.babyId } }) },
  { key: `GET ${CV1}/pictureAlbums`, input: (a) => ({ query: { babyId: a.babyId } }) },
  { key: `POST ${CV1}/pictureDelete`, input: (a) => ({ body: { pictureId: a.pictureId } }) },
];

/** Everything a picture row could change. */
export const pictureState = async (t: TestApp) => ({
  pictures: await t.ctx.db.kysely.selectFrom('pictures').selectAll().orderBy('id').execute(),
  links: await t.ctx.db.kysely.selectFrom('inquiry_pictures').selectAll().execute(),
});
