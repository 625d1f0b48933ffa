import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRecordQr } from '../src/modules/records/record-codes.service.ts';
import { createSproutHis } from '../src/providers/his/sprout-his.ts';
import { addBaby } from './booking-fixtures.ts';
import { freshIp, freshMobile, leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

const W = '/opordering/wechatapp';
let t: TestApp;
let parent: { token: string; userId: number; mobile: string };
let babyId: number;
beforeAll(async () => {
  t = await startTestApp();
  parent = await loginParentFresh(t);
  babyId = await addBaby(t, parent.token, '小芽');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const his = () => createSproutHis(t.ctx.db);
const babyPid = async (id = babyId) =>
  (await t.ctx.db.kysely.selectFrom('babies').select('pid').where('id', '=', id).executeTakeFirstOrThrow())
    .pid;
/** Sends a record code to `mobile` and reads it from the development outbox. */
const recordCode = async (mobile: string) => {
  const sent = await t.call('POST', `${W}/smsMobile`, {
    token: parent.token,
    body: { mobile },
    ip: freshIp(),
  });
  expect(sent.body.success, sent.raw).toBe(true);
  const outbox = await t.call<{ list: { code: string }[] }>('GET', '/dev/sms-outbox', { query: { mobile } });
  return outbox.body.data.list[0]?.code ?? '';
};

describe('record binding', () => {
  it('matchBabyRecord finds the records of that name under a verified phone; a ticket binds one', async () => {
    const grandma = freshMobile();
    const record = await his().createRecord({ name: '小芽', sex: '男', birthday: '2021-06-01' }, grandma);
    await his().createRecord({ name: '别人', sex: '女', birthday: '2020-01-01' }, grandma);
    const code = await recordCode(grandma);
    const wrong = await t.call('POST', `${W}/matchBabyRecord`, {
      token: parent.token,
      body: { babyName: '小芽', mobile: grandma, verifyCode: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body).toMatchObject({ code: 4000, data: { fields: { verifyCode: expect.any(String) } } });
    const found = await t.call<{ pid: string; guardianPhone: string; bindTicket: string }[]>(
      'POST',
      `${W}/matchBabyRecord`,
      { token: parent.token, body: { babyName: '小芽', mobile: grandma, verifyCode: code } },
    );
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0]).toMatchObject({
      pid: record.pid,
      guardianPhone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/),
    });
    // The code was single use.
    const reused = await t.call('POST', `${W}/matchBabyRecord`, {
      token: parent.token,
      body: { babyName: '小芽', mobile: grandma, verifyCode: code },
    });
    expect(reused.body.code).toBe(4000);
    const ticket = found.body.data[0]?.bindTicket ?? '';
    const forged = await t.call('POST', `${W}/bindBabyHisRecord`, {
      token: parent.token,
      body: { babyId, pid: record.pid, mobile: grandma, bindTicket: `${ticket}x` },
    });
    expect(forged.body.code).toBe(4000);
    const bound = await t.call('POST', `${W}/bindBabyHisRecord`, {
      token: parent.token,
      body: { babyId, pid: record.pid, mobile: grandma, bindTicket: ticket },
    });
    expect(bound.body.data).toMatchObject({ babyId, pid: record.pid, name: '小芽' });
    expect(await babyPid()).toBe(record.pid);
    const members = await t.call<{ list: { babyId: number; pid: string | null }[] }>(
      'POST',
      '/online/usercenter/pageMemberBabyInfo',
      { token: parent.token, body: {} },
    );
    expect(members.body.data.list.find((b) => b.babyId === babyId)?.pid).toBe(record.pid);
  });

  it('bindBabyHisRecord with a code: the record must be under that phone', async () => {
    const phone = freshMobile();
    const record = await his().createRecord({ name: '小芽', sex: '男', birthday: '2021-06-01' }, phone);
    const stranger = await his().createRecord(
      { name: '小芽', sex: '男', birthday: '2021-06-01' },
      freshMobile(),
    );
    const code = await recordCode(phone);
    const foreign = await t.call('POST', `${W}/bindBabyHisRecord`, {
      token: parent.token,
      body: { babyId, pid: stranger.pid, mobile: phone, verifyCode: code },
    });
    expect(foreign.body.code).toBe(4004);
    const code2 = await recordCode(freshMobile());
    expect(code2).toMatch(/^\d{6}$/);
    const noCode = await t.call('POST', `${W}/bindBabyHisRecord`, {
      token: parent.token,
      body: { babyId, pid: record.pid, mobile: phone },
    });
    expect(noCode.body).toMatchObject({ code: 4000, data: { fields: { verifyCode: '请输入验证码' } } });
  });

  it('bindBabyPid only for a record under the caller’s bound phone', async () => {
    const mine = await his().createRecord({ name: '小芽', sex: '男', birthday: '2021-06-01' }, parent.mobile);
    const theirs = await his().createRecord(
      { name: '小芽', sex: '男', birthday: '2021-06-01' },
      freshMobile(),
    );
    const refused = await t.call('POST', `${W}/bindBabyPid`, {
      token: parent.token,
      body: { babyId, pid: theirs.pid },
    });
    expect(refused.body.code).toBe(4004);
    expect(
      (await t.call('POST', `${W}/bindBabyPid`, { token: parent.token, body: { babyId, pid: 'P99999999' } }))
        .body.code,
    ).toBe(4004);
    expect(
      (await t.call('POST', `${W}/bindBabyPid`, { token: parent.token, body: { babyId, pid: 'bad pid!' } }))
        .body.code,
    ).toBe(4000);
    const ok = await t.call('POST', `${W}/bindBabyPid`, {
      token: parent.token,
      body: { babyId, pid: mine.pid },
    });
    expect(ok.body.data).toMatchObject({ pid: mine.pid });
    expect(await babyPid()).toBe(mine.pid);
  });

  it('addBindRecordBaby creates a record from the profile once; qrCodeBindRecord needs a genuine signature', async () => {
    const fresh = await addBaby(t, parent.token, '小新');
    const created = await t.call<{ pid: string }>('POST', `${W}/addBindRecordBaby`, {
      token: parent.token,
      body: { babyId: fresh },
    });
    expect(created.body.data).toMatchObject({ name: '小新', pid: expect.stringMatching(/^P\d{8}$/) });
    const again = await t.call<{ pid: string }>('POST', `${W}/addBindRecordBaby`, {
      token: parent.token,
      body: { babyId: fresh },
    });
    expect(again.body.data.pid).toBe(created.body.data.pid);
    const pid = created.body.data.pid;
    const qr = signRecordQr(t.ctx.config.RECORD_QR_SECRET, pid);
    const forged = await t.call('POST', `${W}/qrCodeBindRecord`, {
      token: parent.token,
      body: { babyId, qrCode: `${pid}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` },
    });
    expect(forged.body).toMatchObject({ code: 4000, data: { fields: { qrCode: expect.any(String) } } });
    const ok = await t.call('POST', `${W}/qrCodeBindRecord`, {
      token: parent.token,
      body: { babyId, qrCode: qr },
    });
    expect(ok.body.data).toMatchObject({ babyId, pid });
    const unknown = signRecordQr(t.ctx.config.RECORD_QR_SECRET, 'P00000001');
    expect(
      (
        await t.call('POST', `${W}/qrCodeBindRecord`, {
          token: parent.token,
          body: { babyId, qrCode: unknown },
        })
      ).body.code,
    ).toBe(4004);
  });

  it('smsMobile keeps the R4 limits and needs a login', async () => {
    const phone = freshMobile();
    await recordCode(phone);
    const second = await t.call('POST', `${W}/smsMobile`, {
      token: parent.token,
      body: { mobile: phone },
      ip: freshIp(),
    });
    expect(second.body.code).toBe(4029);
    expect((await t.call('POST', `${W}/smsMobile`, { body: { mobile: phone } })).body.code).toBe(1000);
    expect(
      (await t.call('POST', `${W}/smsMobile`, { token: parent.token, body: { mobile: '123' } })).body.code,
    ).toBe(4000);
  });
});
