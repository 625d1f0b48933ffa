import type { ChatMessage } from '@sprout/contract';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBaby } from './booking-fixtures.ts';
import { type ChatCast, CK, CP, chatCast, listChat, newClientId, openInquiry } from './chat-support.ts';
import { askPaid, inquiryCalls, linkSecondDoctor } from './consultation-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { type FormFile, multipart } from './inspection-reports-support.ts';
import { CV1, noisyJpeg, openLink, phoneJpeg, plainPicture, uploadOne } from './pictures-support.ts';

/**
 * Issue 22: the doctor sends a picture in the chat. The console uploads it for the inquiry (cleaned as
 * a parent's record picture), then sends an image message naming it; the parent opens it through their
 * own links. Only the doctor who may send in that conversation uploads; the picture stays out of the
 * parents' albums, and nobody sends it in another child's chat.
 */
let t: TestApp;
let cast: ChatCast;
let zhou: string;
const MAX_BYTES = 200_000;
beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { PICTURE_MAX_BYTES: String(MAX_BYTES) } });
  cast = await chatCast(t);
  zhou = await linkSecondDoctor(t, await t.loginStaff('admin', 'Sprout-admin-2026'));
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

type Uploaded = { pictureId: number; width: number; height: number; url: string; thumbUrl: string };
type Links = { url: string; thumbUrl: string };

const jpeg = (bytes: Buffer): FormFile[] => [{ name: 'photo.jpg', bytes, type: 'image/jpeg' }];
const uploadAs = (token: string | null, inquiryId: number, files: FormFile[]) =>
  t.call<Uploaded>('POST', `${CK}/pictureUpload`, {
    token,
    ...multipart({ inquiryId: String(inquiryId) }, files),
  });
const sendImage = (token: string, inquiryId: number, pictureId: number, staff: boolean) =>
  t.call<ChatMessage>('POST', staff ? `${CK}/add` : `${CP}/chatContentAdd`, {
    token,
    body: { inquiryId, clientId: newClientId(), kind: 'image', pictureId },
  });
const doctorPictureCount = async () =>
  (await t.ctx.db.kysely.selectFrom('pictures').select('id').where('staff_id', 'is not', null).execute())
    .length;

describe('the doctor sends a picture', () => {
  it('uploads a cleaned picture of the child, sends it, and the parent opens it through their own links', async () => {
    const inquiryId = await openInquiry(t, cast);
    const up = await uploadAs(cast.doctor, inquiryId, jpeg(await phoneJpeg()));
    expect(up.body).toMatchObject({ success: true, data: { width: 40, height: 80 } });
    const { pictureId } = up.body.data;
    // The same cleaning as a parent's upload: upright, no EXIF (the phone's GPS is gone).
    const full = await openLink(t, up.body.data.url);
    expect(full.status).toBe(200);
    expect((await sharp(full.bytes).metadata()).exif).toBeUndefined();

    const sent = await sendImage(cast.doctor, inquiryId, pictureId, true);
    expect(sent.body).toMatchObject({
      success: true,
      data: { senderType: 'doctor', kind: 'image', pictureId },
    });
    const page = await listChat(t, cast.parent.token, { inquiryId });
    expect(page.body.data.list.at(-1)).toMatchObject({ senderType: 'doctor', kind: 'image', pictureId });

    const links = await t.call<Links>('GET', `${CP}/chatPicture`, {
      token: cast.parent.token,
      query: { inquiryId, pictureId },
    });
    expect(links.body.success).toBe(true);
    expect(links.body.data.url).toMatch(new RegExp(`\\.p${cast.parent.userId}\\.`));
    const seen = await openLink(t, links.body.data.thumbUrl);
    expect(seen.status).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');

    const row = await t.ctx.db.kysely
      .selectFrom('pictures')
      .select(['baby_id', 'user_id', 'staff_id'])
      .where('id', '=', pictureId)
      .executeTakeFirstOrThrow();
    const doctorStaff = await t.ctx.db.kysely
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'doctor')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ baby_id: cast.babyId, user_id: cast.parent.userId, staff_id: doctorStaff.id });
  });

  it("keeps the doctor's picture out of the parent's albums: not listed, not theirs to delete or send", async () => {
    const inquiryId = await openInquiry(t, cast);
    const up = await uploadAs(cast.doctor, inquiryId, jpeg(await plainPicture('jpeg', 30, 30)));
    const { pictureId } = up.body.data;
    const albums = await t.call<{ albums: { pictures: { pictureId: number }[] }[] }>(
      'GET',
      `${CV1}/pictureAlbums`,
      { token: cast.parent.token, query: { babyId: cast.babyId } },
    );
    const listed = albums.body.data.albums.flatMap((a) => a.pictures.map((p) => p.pictureId));
    expect(listed).not.toContain(pictureId);
    const deleted = await t.call('POST', `${CV1}/pictureDelete`, {
      token: cast.parent.token,
      body: { pictureId },
    });
    expect(deleted.body.code).toBe(4004);
    // Not yet sent: the parent cannot name it to see it.
    expect((await sendImage(cast.parent.token, inquiryId, pictureId, false)).body).toMatchObject({
      code: 4000,
      msg: '图片不存在，请重新选择',
    });
    // The doctor may still send an album picture of the child, as before.
    const album = await uploadOne(t, cast.parent.token, cast.babyId, await plainPicture('png', 20, 20));
    expect((await sendImage(cast.doctor, inquiryId, album.pictureId, true)).body.success).toBe(true);
  });

  it('refuses what a parent upload refuses: not a picture, over the size, no file', async () => {
    const inquiryId = await openInquiry(t, cast);
    const before = await doctorPictureCount();
    const text = [{ name: 'a.jpg', bytes: Buffer.from('not a picture at all'), type: 'image/jpeg' }];
    expect((await uploadAs(cast.doctor, inquiryId, text)).body).toMatchObject({
      code: 4000,
      data: { fields: { file: '只能上传JPG、PNG、WebP或HEIC格式的图片' } },
    });
    const big = await noisyJpeg(400);
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    expect((await uploadAs(cast.doctor, inquiryId, jpeg(big))).body).toMatchObject({
      code: 4000,
      msg: '图片过大，请重新上传',
    });
    expect((await uploadAs(cast.doctor, inquiryId, [])).body).toMatchObject({
      code: 4000,
      data: { fields: { file: '请选择要上传的图片' } },
    });
    expect(await doctorPictureCount()).toBe(before);
    // The phone's GPS was there before the upload (so the cleaning above is what removed it).
    const raw = await phoneJpeg();
    expect(exifReader((await sharp(raw).metadata()).exif ?? Buffer.alloc(0)).GPSInfo).toBeDefined();
  });
});

describe('who may upload and send it', () => {
  it('refuses another doctor (4004), a parent token and no token (1000), a manager (4009), storing nothing', async () => {
    const inquiryId = await openInquiry(t, cast);
    const before = await doctorPictureCount();
    const file = jpeg(await plainPicture('jpeg'));
    expect((await uploadAs(zhou, inquiryId, file)).body).toMatchObject({ code: 4004, msg: '问诊不存在' });
    expect((await uploadAs(cast.parent.token, inquiryId, file)).body.code).toBe(1000);
    expect((await uploadAs(null, inquiryId, file)).body.code).toBe(1000);
    expect((await uploadAs(cast.manager, inquiryId, file)).body).toMatchObject({
      code: 4009,
      msg: '管理员只能查看聊天记录',
    });
    expect((await uploadAs(cast.doctor, 999_999, file)).body.code).toBe(4004);
    expect(await doctorPictureCount()).toBe(before);
  });

  it("refuses the doctor's picture of one child in another child's chat", async () => {
    const mine = await openInquiry(t, cast);
    const up = await uploadAs(cast.doctor, mine, jpeg(await plainPicture('jpeg')));
    const other = await loginParentFresh(t);
    const otherBaby = await addBaby(t, other.token, '别家宝');
    const theirs = await askPaid(t, other.token, otherBaby, 1);
    const { accept } = inquiryCalls(() => ({ t, parent: other.token, doctor: cast.doctor }));
    expect((await accept(theirs)).body.success).toBe(true);
    expect((await sendImage(cast.doctor, theirs, up.body.data.pictureId, true)).body).toMatchObject({
      code: 4000,
      msg: '图片不存在，请重新选择',
    });
    // Nor can that family ask for links to it in their own chat.
    const links = await t.call('GET', `${CP}/chatPicture`, {
      token: other.token,
      query: { inquiryId: theirs, pictureId: up.body.data.pictureId },
    });
    expect(links.body.code).toBe(4004);
  });

  it('is listed in the API reference as a byte route', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.raw).toContain(`${CK}/pictureUpload`);
  });
});
