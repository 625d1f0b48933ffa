import type { InquiryPicture } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBaby } from './booking-fixtures.ts';
import { ask, askPaid, C, K, linkSecondDoctor, saveService } from './consultation-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { CV1, openLink, plainPicture, uploadOne } from './pictures-support.ts';

/** Issue 14: pictures attached to an inquiry, seen by its parent and its doctor through signed links. */
let t: TestApp;
let parent: { token: string; userId: number };
let other: { token: string; userId: number };
let babyId: number;
let secondBabyId: number;
let otherBabyId: number;
let manager: string;
let doctor: string;
let zhou: string;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  zhou = await linkSecondDoctor(t, await t.loginStaff('admin', 'Sprout-admin-2026'));
  await saveService(t, manager, { doctorId: 1, priceFen: 3990 });
  parent = await loginParentFresh(t);
  other = await loginParentFresh(t);
  babyId = await addBaby(t, parent.token, '病历宝');
  secondBabyId = await addBaby(t, parent.token, '二宝');
  otherBabyId = await addBaby(t, other.token, '别家宝');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

type WithPictures = { pictures: InquiryPicture[] };
const inquiryCount = async () =>
  (await t.ctx.db.kysely.selectFrom('inquiries').select('id').execute()).length;
const linkCount = async () =>
  (await t.ctx.db.kysely.selectFrom('inquiry_pictures').selectAll().execute()).length;

describe('pictures on an inquiry', () => {
  it('the parent and the inquiry doctor see the chosen pictures in order; another doctor sees nothing', async () => {
    const first = await uploadOne(t, parent.token, babyId, await plainPicture('png', 30, 20), 'a.png');
    const second = await uploadOne(t, parent.token, babyId, await plainPicture('jpeg', 50, 40));
    const inquiryId = await askPaid(t, parent.token, babyId, 1, {
      pictureIds: [second.pictureId, first.pictureId],
    });

    const mine = await t.call<WithPictures>('GET', `${C}/inquiryDetails`, {
      token: parent.token,
      query: { inquiryId },
    });
    expect(mine.body.success, mine.raw).toBe(true);
    expect(mine.body.data.pictures.map((p) => [p.pictureId, p.width, p.height])).toEqual([
      [second.pictureId, 50, 40],
      [first.pictureId, 30, 20],
    ]);
    const seen = await openLink(t, mine.body.data.pictures[0]?.url ?? '');
    expect(seen.headers['content-type']).toBe('image/jpeg');

    const forDoctor = await t.call<WithPictures>('GET', `${K}/inquiry/detail`, {
      token: doctor,
      query: { inquiryId },
    });
    expect(forDoctor.body.success, forDoctor.raw).toBe(true);
    const doctorLink = forDoctor.body.data.pictures[1]?.thumbUrl ?? '';
    expect(doctorLink).toMatch(/\.s\d+\./); // issued to the staff member, not to the parent
    expect((await openLink(t, doctorLink)).headers['content-type']).toBe('image/webp');

    const notHis = await t.call('GET', `${K}/inquiry/detail`, { token: zhou, query: { inquiryId } });
    expect(notHis.body.code).toBe(4004);
    expect(notHis.raw).not.toContain(CV1);
    const notHers = await t.call('GET', `${C}/inquiryDetails`, { token: other.token, query: { inquiryId } });
    expect(notHers.body.code).toBe(4004);

    // Deleted from the album later, the picture stays with the consultation record.
    await t.call('POST', `${CV1}/pictureDelete`, {
      token: parent.token,
      body: { pictureId: first.pictureId },
    });
    const again = await t.call<WithPictures>('GET', `${C}/inquiryDetails`, {
      token: parent.token,
      query: { inquiryId },
    });
    expect(again.body.data.pictures).toHaveLength(2);
    expect((await openLink(t, again.body.data.pictures[1]?.url ?? '')).headers['content-type']).toBe(
      'image/png',
    );
  });

  it('refuses another family picture, another child picture and a deleted one (4004), creating nothing', async () => {
    const foreign = await uploadOne(t, other.token, otherBabyId, await plainPicture('png'), 'x.png');
    const sibling = await uploadOne(t, parent.token, secondBabyId, await plainPicture('png'), 'y.png');
    const gone = await uploadOne(t, parent.token, babyId, await plainPicture('png'), 'z.png');
    await t.call('POST', `${CV1}/pictureDelete`, {
      token: parent.token,
      body: { pictureId: gone.pictureId },
    });
    const before = { inquiries: await inquiryCount(), links: await linkCount() };
    for (const pictureId of [foreign.pictureId, sibling.pictureId, gone.pictureId]) {
      const res = await ask(t, parent.token, babyId, 1, { pictureIds: [pictureId] });
      expect(res.body.code, res.raw).toBe(4004);
      expect(res.raw).not.toContain('别家宝');
    }
    expect({ inquiries: await inquiryCount(), links: await linkCount() }).toEqual(before);
  });

  it('takes at most 9 distinct picture ids (4000)', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => i + 1);
    const tooMany = await ask(t, parent.token, babyId, 1, { pictureIds: ten });
    expect(tooMany.body).toMatchObject({ code: 4000, data: { fields: { pictureIds: '最多上传9张图片' } } });
    const twice = await ask(t, parent.token, babyId, 1, { pictureIds: [3, 3] });
    expect(twice.body.code).toBe(4000);
    const wrong = await ask(t, parent.token, babyId, 1, { pictureIds: 'a,b' });
    expect(wrong.body.code).toBe(4000);
  });

  it('an inquiry without pictures answers an empty list', async () => {
    const inquiryId = await askPaid(t, parent.token, babyId, 1);
    const res = await t.call<WithPictures>('GET', `${C}/inquiryDetails`, {
      token: parent.token,
      query: { inquiryId },
    });
    expect(res.body.data.pictures).toEqual([]);
  });
});
