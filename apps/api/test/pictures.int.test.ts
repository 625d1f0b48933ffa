import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUploadToken } from '../src/modules/pictures/picture-links.ts';
import { pictureForChild } from '../src/modules/pictures/picture-access.service.ts';
import { addBaby } from './booking-fixtures.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import {
  CV1,
  heicFixture,
  noisyJpeg,
  openLink,
  phoneJpeg,
  plainPicture,
  sendPicture,
  uploadOne,
  uploadToken,
} from './pictures-support.ts';

/** Issue 14 / R11: the upload token, the cleaned upload, albums, delete and the signed links. */
let t: TestApp;
let parent: { token: string; userId: number };
let other: { token: string; userId: number };
let babyId: number;
let otherBabyId: number;
const MAX_BYTES = 200_000;

beforeAll(async () => {
  t = await startTestApp({ env: { PICTURE_MAX_BYTES: String(MAX_BYTES) } });
  parent = await loginParentFresh(t);
  other = await loginParentFresh(t);
  babyId = await addBaby(t, parent.token, '图片宝');
  otherBabyId = await addBaby(t, other.token, '别人的宝');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const pictureCount = async () =>
  Number(
    (
      await t.ctx.db.kysely
        .selectFrom('pictures')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** A refused link answers the envelope (4004), never bytes. */
const refusedLink = async (url: string) => {
  const res = await openLink(t, url);
  return (
    String(res.headers['content-type']).startsWith('application/json') && JSON.parse(res.text).code === 4004
  );
};
const storedFiles = () => {
  const dir = join(t.ctx.config.STORAGE_DIR ?? '', 'pictures');
  try {
    return readdirSync(dir).length;
  } catch {
    return 0;
  }
};

describe('qn_upload', () => {
  it('hands a short-lived token for one of the parent own babies, with the spec fields', async () => {
    const res = await uploadToken(t, parent.token, babyId);
    expect(res.body.success, res.raw).toBe(true);
    const d = res.body.data;
    expect(d.uptoken).toBe(d.token);
    expect(d.folderPath).toBe(`baby-${babyId}/`);
    expect(d.visitPrefix).toBe(`${CV1}/picture?l=`);
    expect(d.maxBytes).toBe(MAX_BYTES);
    const minutes = (new Date(d.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(25);
    expect(minutes).toBeLessThanOrEqual(30);
  });
  it('refuses no session (1000), another parent baby (4004) and a bad id (4000)', async () => {
    expect((await uploadToken(t, null, babyId)).body.code).toBe(1000);
    const foreign = await uploadToken(t, other.token, babyId);
    expect(foreign.body).toMatchObject({ success: false, code: 4004 });
    expect(foreign.raw).not.toContain('图片宝');
    const bad = await t.call('GET', `${CV1}/qn_upload`, { token: parent.token, query: { babyId: 'x' } });
    expect(bad.body.code).toBe(4000);
  });
});

describe('upload_image', () => {
  it('stores a phone JPEG upright, without EXIF or GPS, with a thumbnail (R11)', async () => {
    const sent = await phoneJpeg();
    expect(exifReader((await sharp(sent).metadata()).exif ?? Buffer.alloc(0)).GPSInfo).toBeDefined();
    const picture = await uploadOne(t, parent.token, babyId, sent);
    expect(picture).toMatchObject({ babyId, width: 40, height: 80 });
    expect(picture.key).toMatch(new RegExp(`^baby-${babyId}/`));
    const full = await openLink(t, picture.url);
    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    const stored = await sharp(full.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(full.bytes.includes(Buffer.from('GPS'))).toBe(false);
    expect(full.bytes.includes(Buffer.from('iPhone'))).toBe(false);
    expect([stored.width, stored.height, stored.orientation ?? 1]).toEqual([40, 80, 1]);
    const thumb = await openLink(t, picture.thumbUrl);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.bytes).metadata()).exif).toBeUndefined();
  });

  it('keeps PNG and WebP in their type and converts an iPhone HEIC (HEVC) to JPEG', async () => {
    const png = await uploadOne(t, parent.token, babyId, await plainPicture('png'), 'a.png');
    expect((await openLink(t, png.url)).headers['content-type']).toBe('image/png');
    const webp = await uploadOne(t, parent.token, babyId, await plainPicture('webp'), 'a.webp');
    expect((await openLink(t, webp.url)).headers['content-type']).toBe('image/webp');

    // sharp alone cannot read it: the conversion is what makes it work.
    await expect(sharp(heicFixture()).png().toBuffer()).rejects.toThrow();
    const heic = await uploadOne(t, parent.token, babyId, heicFixture(), 'IMG_0001.HEIC');
    expect([heic.width, heic.height]).toEqual([64, 48]);
    const full = await openLink(t, heic.url);
    expect(full.headers['content-type']).toBe('image/jpeg');
    const { data } = await sharp(full.bytes)
      .extract({ left: 40, top: 20, width: 1, height: 1 })
      .raw()
      .toBuffer({
        resolveWithObject: true,
      });
    // The fixture's pixel at x = 40: red 200, green 160, blue 40 (lossy twice, so within a margin).
    expect(Math.abs((data[0] ?? 0) - 200)).toBeLessThan(20);
    expect(Math.abs((data[1] ?? 0) - 160)).toBeLessThan(20);
    expect(Math.abs((data[2] ?? 0) - 40)).toBeLessThan(20);
  });

  it('reads the type from the bytes: a PHP file named .jpg, a PDF or a broken JPEG store nothing', async () => {
    const before = { rows: await pictureCount(), files: storedFiles() };
    const { token } = (await uploadToken(t, parent.token, babyId)).body.data;
    const php = await sendPicture(t, parent.token, { token }, [
      { name: 'photo.jpg', bytes: Buffer.from('<?php system($_GET["c"]); ?>'), type: 'image/jpeg' },
    ]);
    expect(php.body).toMatchObject({
      code: 4000,
      data: { fields: { file: '只能上传JPG、PNG、WebP或HEIC格式的图片' } },
    });
    const pdf = await sendPicture(t, parent.token, { token }, [
      { name: 'x.png', bytes: Buffer.from('%PDF-1.7\n1 0 obj\n'), type: 'image/png' },
    ]);
    expect(pdf.body.code).toBe(4000);
    const jpeg = await phoneJpeg();
    const broken = await sendPicture(t, parent.token, { token }, [
      { name: 'b.jpg', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), type: 'image/jpeg' },
    ]);
    expect(broken.body).toMatchObject({ code: 4000, data: { fields: { file: '图片已损坏，请重新选择' } } });
    // A HEIC cut short fails in its own process and reads the same.
    const brokenHeic = await sendPicture(t, parent.token, { token }, [
      { name: 'IMG.HEIC', bytes: heicFixture().subarray(0, 300), type: 'image/heic' },
    ]);
    expect(brokenHeic.body).toMatchObject({
      code: 4000,
      data: { fields: { file: '图片已损坏，请重新选择' } },
    });
    expect({ rows: await pictureCount(), files: storedFiles() }).toEqual(before);
  });

  it('refuses a picture over the configured size with the spec toast', async () => {
    const big = await noisyJpeg(400);
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    const before = await pictureCount();
    const { token } = (await uploadToken(t, parent.token, babyId)).body.data;
    const res = await sendPicture(t, parent.token, { token }, [
      { name: 'big.jpg', bytes: big, type: 'image/jpeg' },
    ]);
    expect(res.body).toMatchObject({
      success: false,
      code: 4000,
      msg: '图片过大，请重新上传',
      data: { fields: { file: '图片过大，请重新上传' } },
    });
    expect(await pictureCount()).toBe(before);
  });

  it('refuses no session, no token, a forged, expired or another parent token', async () => {
    const file = [{ name: 'a.png', bytes: await plainPicture('png'), type: 'image/png' }];
    const { token } = (await uploadToken(t, parent.token, babyId)).body.data;
    expect((await sendPicture(t, null, { token }, file)).body.code).toBe(1000);
    const none = await sendPicture(t, parent.token, {}, file);
    expect(none.body).toMatchObject({
      code: 4000,
      data: { fields: { token: '上传凭证已失效，请重新上传' } },
    });
    const forged = `${token.slice(0, -3)}AAA`;
    expect((await sendPicture(t, parent.token, { token: forged }, file)).body.code).toBe(4000);
    const expired = signUploadToken(t.ctx.config.PICTURE_LINK_SECRET, {
      userId: parent.userId,
      babyId,
      expiresAtMs: Date.now() - 1000,
    });
    expect((await sendPicture(t, parent.token, { token: expired }, file)).body.code).toBe(4000);
    // B's own session with A's token (a leaked token): refused, nothing stored for A's baby.
    const before = await pictureCount();
    expect((await sendPicture(t, other.token, { token }, file)).body.code).toBe(4000);
    // A token for B's baby that B never got: the signature does not hold.
    const widened = token.replace(`.${babyId}.`, `.${otherBabyId}.`);
    expect((await sendPicture(t, parent.token, { token: widened }, file)).body.code).toBe(4000);
    expect(await pictureCount()).toBe(before);
  });

  it('answers a retried upload with the same key with the picture stored the first time', async () => {
    const { token, folderPath } = (await uploadToken(t, parent.token, babyId)).body.data;
    const key = `${folderPath}Retry12345`;
    const file = [{ name: 'a.png', bytes: await plainPicture('png', 12, 12), type: 'image/png' }];
    const first = await sendPicture(t, parent.token, { token, key }, file);
    const again = await sendPicture(t, parent.token, { token, key }, file);
    expect(first.body.success, first.raw).toBe(true);
    expect(again.body.data.pictureId).toBe(first.body.data.pictureId);
    expect(again.body.data.key).toBe(key);
    const badKey = await sendPicture(t, parent.token, { token, key: `baby-${otherBabyId}/Retry12345` }, file);
    expect(badKey.body).toMatchObject({ code: 4000, data: { fields: { key: '图片编号有误' } } });
  });
});

describe('albums, delete and links', () => {
  it('groups a baby pictures by date, newest first; delete takes one out of the album', async () => {
    const a = await uploadOne(t, parent.token, babyId, await plainPicture('png'), 'a.png');
    await t.ctx.db.kysely
      .updateTable('pictures')
      .set({ album_date: '2026-01-02' })
      .where('id', '=', a.pictureId)
      .execute();
    const res = await t.call<{
      albums: { albumDate: string; pictures: { pictureId: number }[] }[];
      total: number;
    }>('GET', `${CV1}/pictureAlbums`, { token: parent.token, query: { babyId } });
    expect(res.body.success, res.raw).toBe(true);
    const dates = res.body.data.albums.map((x) => x.albumDate);
    expect(dates.at(-1)).toBe('2026-01-02');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.data.albums.at(-1)?.pictures.map((p) => p.pictureId)).toEqual([a.pictureId]);

    const foreign = await t.call('POST', `${CV1}/pictureDelete`, {
      token: other.token,
      body: { pictureId: a.pictureId },
    });
    expect(foreign.body.code).toBe(4004);
    expect(await refusedLink(a.url)).toBe(false);
    const del = await t.call('POST', `${CV1}/pictureDelete`, {
      token: parent.token,
      body: { pictureId: a.pictureId },
    });
    expect(del.body.success, del.raw).toBe(true);
    const after = await t.call<{ total: number; albums: { albumDate: string }[] }>(
      'GET',
      `${CV1}/pictureAlbums`,
      {
        token: parent.token,
        query: { babyId },
      },
    );
    expect(after.body.data.total).toBe(res.body.data.total - 1);
    expect(after.body.data.albums.map((x) => x.albumDate)).not.toContain('2026-01-02');
    // Not attached to any inquiry: its links die with it.
    expect(await refusedLink(a.url)).toBe(true);
    expect(
      (
        await t.call('POST', `${CV1}/pictureDelete`, {
          token: parent.token,
          body: { pictureId: a.pictureId },
        })
      ).body.code,
    ).toBe(4004);
    expect(
      (await t.call('GET', `${CV1}/pictureAlbums`, { token: other.token, query: { babyId } })).body.code,
    ).toBe(4004);
  });

  it('a link cannot be widened: another picture, the full size, another viewer or a later expiry fail', async () => {
    const p = await uploadOne(t, parent.token, babyId, await plainPicture('png'), 'a.png');
    const link = new URL(p.thumbUrl, 'http://x').searchParams.get('l') ?? '';
    const [id, size, viewer, exp, sig] = link.split('.');
    const variants = [
      `${Number(id) + 1}.${size}.${viewer}.${exp}.${sig}`,
      `${id}.full.${viewer}.${exp}.${sig}`,
      `${id}.${size}.p${other.userId}.${exp}.${sig}`,
      `${id}.${size}.${viewer}.${Number(exp) + 3_600_000}.${sig}`,
      'garbage',
    ];
    for (const v of variants) {
      expect(await refusedLink(`${CV1}/picture?l=${encodeURIComponent(v)}`), v).toBe(true);
    }
    expect((await openLink(t, p.thumbUrl)).status).toBe(200);
  });

  it('a link expires; pictureForChild answers only that child live picture', async () => {
    const p = await uploadOne(t, parent.token, babyId, await plainPicture('webp'), 'a.webp');
    const { pictureLinks } = await import('../src/modules/pictures/picture-access.service.ts');
    const old = pictureLinks(
      t.ctx,
      p.pictureId,
      { kind: 'parent', userId: parent.userId },
      new Date(Date.now() - 3_600_000),
    );
    expect(await refusedLink(old.url)).toBe(true);
    expect((await pictureForChild(t.ctx.db, p.pictureId, babyId, 'parent'))?.id).toBe(p.pictureId);
    expect(await pictureForChild(t.ctx.db, p.pictureId, otherBabyId, 'doctor')).toBeNull();
  });
});
