import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGrowthBaby, linkRecord } from './growth-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { createEncounter, RC, recordAudit, staffToken, W } from './inspection-reports-support.ts';

/**
 * 档案二维码: the front desk makes a card for a record; a second guardian who scans it binds the record
 * to their own baby and from then on reads its reports. Each card made is audited (R13).
 */
let t: TestApp;
let doctor: string;
let pid: string;
let encounterId: number;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  doctor = await staffToken(t);
  const mother = await loginParentFresh(t);
  const babyId = await addGrowthBaby(t, mother.token, { name: '扫码娃', birthday: '2022-05-01' });
  pid = await linkRecord(t, mother.token, babyId);
  encounterId = await createEncounter(t, doctor, { pid, visitDate: '2025-04-02' });
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

type Card = { pid: string; name: string; url: string; svg: string };
const card = (query: Record<string, string>) =>
  t.call<Card>('GET', `${RC}/recordQrCode`, { token: doctor, query });
/** What WeChat's scanner hands the patient app: the code in the link's hash query. */
const codeIn = (url: string) => new URLSearchParams(url.split('?')[1]).get('recordQr') ?? '';

describe('recordQrCode', () => {
  it('gives a card whose link opens 报告查询 with a code that binds the record for another guardian', async () => {
    const res = await card({ pid });
    expect(res.body.data).toMatchObject({ pid, name: '扫码娃' });
    expect(res.body.data.url).toMatch(/\/appointment\/#\/pages\/newFun\/jcReport\?recordQr=P\d{8}\./);
    expect(res.body.data.svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const father = await loginParentFresh(t);
    const own = await addGrowthBaby(t, father.token, { name: '扫码娃', birthday: '2022-05-01' });
    const before = await t.call<{ recordLinked: boolean }>('POST', `${W}/encounterList`, {
      token: father.token,
      body: { babyId: own },
    });
    expect(before.body.data.recordLinked).toBe(false);
    const bound = await t.call('POST', `${W}/qrCodeBindRecord`, {
      token: father.token,
      body: { babyId: own, qrCode: codeIn(res.body.data.url) },
    });
    expect(bound.body.data).toMatchObject({ babyId: own, pid });
    const after = await t.call<{ recordLinked: boolean; list: { encounterId: number }[] }>(
      'POST',
      `${W}/encounterList`,
      { token: father.token, body: { babyId: own } },
    );
    expect(after.body.data.recordLinked).toBe(true);
    expect(after.body.data.list.map((e) => e.encounterId)).toEqual([encounterId]);
  });

  it('writes an audit row naming the staff member and the record for each card made', async () => {
    const earlier = (await recordAudit(t, pid, 'child.record.qrCard')).length;
    await card({ pid });
    const rows = (await recordAudit(t, pid, 'child.record.qrCard')).slice(earlier);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_type: 'staff', subject_type: 'patient_record', subject_id: pid });
  });

  it('an unknown record is 4004, a malformed pid 4000 on its field; neither is audited', async () => {
    const unknown = await card({ pid: 'P00000009' });
    expect(unknown.body.code).toBe(4004);
    expect(await recordAudit(t, 'P00000009', 'child.record.qrCard')).toEqual([]);
    const bad = await card({ pid: 'P1!/..' });
    expect(bad.body).toMatchObject({ code: 4000, data: { fields: { pid: expect.any(String) } } });
  });

  it('a parent token cannot make a card (1000)', async () => {
    const parent = await loginParentFresh(t);
    const res = await t.call('GET', `${RC}/recordQrCode`, { token: parent.token, query: { pid } });
    expect(res.body.code).toBe(1000);
  });
});
