import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGrowthBaby, linkRecord } from './growth-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import {
  createEncounter,
  createReport,
  makePdf,
  RC,
  staffToken,
  upload,
} from './inspection-reports-support.ts';
import {
  drainAt,
  messagesTitled,
  minutesFromNow,
  noticesOf,
  secondGuardian,
  smsOf,
} from './notices-support.ts';

/**
 * 报告已出 (issue 22): a report filed for a clinic record tells every guardian whose live baby links it,
 * each once, with their own profile's name for the child; a correction or another sheet tells nobody again.
 */
let t: TestApp;
let doctor: string;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  doctor = await staffToken(t);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

/** A record held by two guardians (the father bound it with the desk's 档案二维码), and a visit of it. */
const twoGuardians = async () => {
  const mother = await loginParentFresh(t);
  const babyId = await addGrowthBaby(t, mother.token, { name: '林小禾', birthday: '2022-05-01' });
  const pid = await linkRecord(t, mother.token, babyId);
  const father = await secondGuardian(t, doctor, pid, '禾禾');
  const encounterId = await createEncounter(t, doctor, { pid, visitDate: '2025-04-02' });
  return { mother, father, pid, encounterId };
};

const addSheet = async (reportId: number) => {
  const res = await upload(t, doctor, { reportId: String(reportId) }, [
    { name: '血常规.pdf', bytes: await makePdf() },
  ]);
  expect(res.body.success, res.raw).toBe(true);
};

describe('a report is filed', () => {
  it('tells every guardian of the record once, each with their own name for the child', async () => {
    const { mother, father, encounterId } = await twoGuardians();
    const reportId = await createReport(t, doctor, encounterId);
    const notices = await noticesOf(t, 'report-ready', reportId);
    expect(notices.map((n) => [n.notice_key, n.user_id])).toEqual([
      [`report-ready:${reportId}#${mother.userId}`, mother.userId],
      [`report-ready:${reportId}#${father.userId}`, father.userId],
    ]);
    for (const [who, name] of [
      [mother, '林小禾'],
      [father, '禾禾'],
    ] as const)
      expect(await messagesTitled(t, who.userId, '检查报告已出')).toMatchObject([
        {
          category: 'system',
          content: `${name}的检查报告「血常规」已出，点击查看。`,
          link: `/pages/newFun/webPage?reportId=${reportId}`,
        },
      ]);

    // A correction and a sheet for the same report: nobody is told again.
    const corrected = await t.call('POST', `${RC}/updateReport`, {
      token: doctor,
      body: { reportId, name: '血常规', kind: 'lab', results: [{ itemName: '血红蛋白', value: 120 }] },
    });
    expect(corrected.body.success, corrected.raw).toBe(true);
    await addSheet(reportId);
    await drainAt(t, minutesFromNow(1));
    expect(await noticesOf(t, 'report-ready', reportId)).toHaveLength(2);
    expect(await messagesTitled(t, mother.userId, '检查报告已出')).toHaveLength(1);
    expect(await smsOf(t, mother.mobile, 'report-ready')).toEqual([
      '【小芽儿童健康】林小禾的检查报告「血常规」已出，可在「报告查询」中查看。',
    ]);
    expect(await smsOf(t, father.mobile, 'report-ready')).toEqual([
      '【小芽儿童健康】禾禾的检查报告「血常规」已出，可在「报告查询」中查看。',
    ]);
  });

  it('tells of a report entered empty when its first sheet comes, and of no later one', async () => {
    const { mother, father, encounterId } = await twoGuardians();
    const reportId = await createReport(t, doctor, encounterId, {
      name: '骨龄片',
      kind: 'imaging',
      results: [],
    });
    expect(await noticesOf(t, 'report-ready', reportId)).toEqual([]);
    await addSheet(reportId);
    await addSheet(reportId);
    expect((await noticesOf(t, 'report-ready', reportId)).map((n) => n.user_id)).toEqual([
      mother.userId,
      father.userId,
    ]);
    await drainAt(t, minutesFromNow(1));
    expect(await smsOf(t, father.mobile, 'report-ready')).toEqual([
      '【小芽儿童健康】禾禾的检查报告「骨龄片」已出，可在「报告查询」中查看。',
    ]);
  });

  it('tells nobody whose profile of the child was deleted', async () => {
    const { mother, father, encounterId } = await twoGuardians();
    const babies = await t.ctx.db.kysely
      .selectFrom('babies')
      .select('id')
      .where('user_id', '=', father.userId)
      .execute();
    for (const b of babies) {
      const gone = await t.call('POST', '/api/baby/delete', {
        token: father.token,
        body: { babyId: b.id },
      });
      expect(gone.body.success, gone.raw).toBe(true);
    }
    const reportId = await createReport(t, doctor, encounterId);
    expect((await noticesOf(t, 'report-ready', reportId)).map((n) => n.user_id)).toEqual([mother.userId]);
  });
});
