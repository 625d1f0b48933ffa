import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRecordQr } from '../src/modules/records/record-codes.service.ts';
import { createSproutHis } from '../src/providers/his/sprout-his.ts';
import { addBaby } from './booking-fixtures.ts';
import { freshIp, leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

/**
 * Binding a clinic record refuses one whose birthday or sex differs from the baby's profile (issue
 * 13: a 2022 record bound to a profile saved as a newborn), on every binding path, with both values
 * in the message; once the parent corrects the profile the same record binds.
 */
const W = '/opordering/wechatapp';
const U = '/online/usercenter';
let t: TestApp;
let parent: { token: string; userId: number; mobile: string };
beforeAll(async () => {
  t = await startTestApp();
  parent = await loginParentFresh(t);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const his = () => createSproutHis(t.ctx.db);
const babyPid = async (id: number) =>
  (await t.ctx.db.kysely.selectFrom('babies').select('pid').where('id', '=', id).executeTakeFirstOrThrow())
    .pid;
const recordAuditRows = async (babyId: number) =>
  (
    await t.ctx.db.kysely
      .selectFrom('audit_log')
      .select('id')
      .where('subject_type', '=', 'baby')
      .where('subject_id', '=', String(babyId))
      .where('action', 'like', 'record.bind.%')
      .execute()
  ).length;
/** addBaby's profile is 男, born 2021-06-01; this corrects it. */
const correctProfile = (babyId: number, babyName: string, sex: '男' | '女', birthday: string) =>
  t.call('POST', `${U}/modifyBabyInfo`, { token: parent.token, body: { babyId, babyName, sex, birthday } });

const MISMATCH =
  /^就诊档案与宝宝资料不一致：档案为女、2022-03-01出生，宝宝资料为男、2021-06-01出生。请核对；如宝宝资料有误，请先修改宝宝资料再绑定$/;

describe('binding a record that describes another child', () => {
  it('bindBabyPid refuses a birthday and sex that differ, then binds once the profile is corrected', async () => {
    const babyId = await addBaby(t, parent.token, '小错');
    const record = await his().createRecord(
      { name: '小错', sex: '女', birthday: '2022-03-01' },
      parent.mobile,
    );
    const refused = await t.call('POST', `${W}/bindBabyPid`, {
      token: parent.token,
      body: { babyId, pid: record.pid },
    });
    expect(refused.body).toMatchObject({ success: false, code: 4009, msg: expect.stringMatching(MISMATCH) });
    expect(await babyPid(babyId)).toBeNull();
    expect(await recordAuditRows(babyId)).toBe(0);

    expect((await correctProfile(babyId, '小错', '女', '2022-03-01')).body.success).toBe(true);
    const bound = await t.call('POST', `${W}/bindBabyPid`, {
      token: parent.token,
      body: { babyId, pid: record.pid },
    });
    expect(bound.body).toMatchObject({ success: true, data: { pid: record.pid, babyId } });
    expect(await babyPid(babyId)).toBe(record.pid);
  });

  it('a sex alone that differs is refused too, on the QR card and with a verified phone', async () => {
    const babyId = await addBaby(t, parent.token, '小码');
    const record = await his().createRecord(
      { name: '小码', sex: '女', birthday: '2021-06-01' },
      parent.mobile,
    );
    const qr = await t.call('POST', `${W}/qrCodeBindRecord`, {
      token: parent.token,
      body: { babyId, qrCode: signRecordQr(t.ctx.config.RECORD_QR_SECRET, record.pid) },
    });
    expect(qr.body).toMatchObject({
      code: 4009,
      msg: expect.stringContaining('档案为女、2021-06-01出生，宝宝资料为男、2021-06-01出生'),
    });

    // The login code went out a moment ago: move it back past the 60-second gap.
    await t.ctx.db.kysely
      .updateTable('sms_codes')
      .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
      .where('phone', '=', parent.mobile)
      .execute();
    const sent = await t.call('POST', `${W}/smsMobile`, {
      token: parent.token,
      body: { mobile: parent.mobile },
      ip: freshIp(),
    });
    expect(sent.body.success, sent.raw).toBe(true);
    const outbox = await t.call<{ list: { code: string }[] }>('GET', '/dev/sms-outbox', {
      query: { mobile: parent.mobile },
    });
    const verified = await t.call('POST', `${W}/bindBabyHisRecord`, {
      token: parent.token,
      body: { babyId, pid: record.pid, mobile: parent.mobile, verifyCode: outbox.body.data.list[0]?.code },
    });
    expect(verified.body).toMatchObject({ code: 4009, msg: expect.stringContaining('宝宝资料不一致') });
    expect(await babyPid(babyId)).toBeNull();
  });

  it('a record made from the profile itself always matches (addBindRecordBaby)', async () => {
    const babyId = await addBaby(t, parent.token, '小新');
    const created = await t.call<{ pid: string; sex: string; birthday: string }>(
      'POST',
      `${W}/addBindRecordBaby`,
      { token: parent.token, body: { babyId } },
    );
    expect(created.body.data).toMatchObject({ sex: '男', birthday: '2021-06-01' });
    expect(await babyPid(babyId)).toBe(created.body.data.pid);
  });
});
