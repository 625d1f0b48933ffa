import { addCalendarDays, clinicToday } from '@sprout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSULTATION } from '../src/db/seed/demo-consultation.ts';
import { seedDemo } from '../src/db/seed/seed.ts';
import { addBaby } from './booking-fixtures.ts';
import { ALWAYS, askPaid, C, K, offDutyNow, saveService } from './consultation-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

/** Issue 14: the doctors' consultation services (console) and 找医生 / 医生主页 (parents). */
let t: TestApp;
let manager: string;
let doctor: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

type Doctor = {
  doctorId: number;
  priceFen: number;
  isOnline: boolean;
  rating: number | null;
  answeredCount: number;
  nextClinicDay: string | null;
  deptName: string;
};

describe('the manager sets a doctor’s service', () => {
  it('lists every doctor with the defaults before anything is set', async () => {
    const res = await t.call<{
      list: {
        doctorId: number;
        configured: boolean;
        acceptMinutes: number;
        answerMinutes: number;
        followUpMessages: number;
        followUpHours: number;
        enabled: boolean;
      }[];
      total: number;
    }>('GET', `${K}/service/list`, { token: manager, query: { pageNum: 1, pageSize: 100 } });
    expect(res.body.success, res.raw).toBe(true);
    expect(res.body.data.total).toBeGreaterThanOrEqual(6);
    const d3 = res.body.data.list.find((d) => d.doctorId === 3);
    expect(d3).toMatchObject({
      configured: false,
      acceptMinutes: 30,
      answerMinutes: 120,
      followUpMessages: 3,
      followUpHours: 72,
      enabled: false,
    });
  });

  it('saves price in fen, hours and allowance, audited with who did it', async () => {
    const res = await saveService(t, manager, { doctorId: 1, priceFen: 4990, acceptMinutes: 20 });
    expect(res.body.success, res.raw).toBe(true);
    expect(res.body.data).toMatchObject({
      priceFen: 4990,
      enabled: true,
      acceptMinutes: 20,
      answerMinutes: 120,
    });
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'consultation.service.save')
      .where('subject_id', '=', '1')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_type).toBe('staff');
    expect(JSON.parse(audit[0]?.detail ?? '{}').after.priceFen).toBe(4990);
  });

  it('refuses bad hours, a fraction of a fen and a negative price with Chinese messages (4000)', async () => {
    const overlap = await saveService(t, manager, {
      doctorId: 1,
      workingHours: [
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '13:00' },
      ],
    });
    expect(overlap.body).toMatchObject({ success: false, code: 4000, msg: '同一天的工作时段不能重叠' });
    expect(overlap.body.data).toMatchObject({ fields: { workingHours: '同一天的工作时段不能重叠' } });
    const backwards = await saveService(t, manager, {
      doctorId: 1,
      workingHours: [{ weekday: 8, start: '08:00', end: '12:00' }],
    });
    expect(backwards.body).toMatchObject({ code: 4000, msg: '星期应为1到7' });
    const fraction = await saveService(t, manager, { doctorId: 1, priceFen: 12.5 });
    expect(fraction.body).toMatchObject({ code: 4000, msg: '价格以分为单位，应为整数' });
    const negative = await saveService(t, manager, { doctorId: 1, priceFen: -1 });
    expect(negative.body).toMatchObject({ code: 4000, msg: '价格不能为负' });
    const noHours = await saveService(t, manager, { doctorId: 1, workingHours: [] });
    expect(noHours.body).toMatchObject({ code: 4000, msg: '开通图文问诊前请设置工作时间' });
    const unknown = await saveService(t, manager, { doctorId: 999 });
    expect(unknown.body).toMatchObject({ code: 4004, msg: '医生不存在' });
  });

  it('no token is 1000, a doctor is 4003', async () => {
    expect((await t.call('POST', `${K}/service/save`, { body: { doctorId: 1 } })).body.code).toBe(1000);
    expect((await saveService(t, doctor, { doctorId: 1 })).body.code).toBe(4003);
  });
});

describe('找医生 and 医生主页', () => {
  it('lists only doctors whose service is on, with price in fen, online now and the next clinic day', async () => {
    await saveService(t, manager, { doctorId: 1, priceFen: 4990 });
    await saveService(t, manager, { doctorId: 2, priceFen: 3000, workingHours: offDutyNow() });
    await saveService(t, manager, { doctorId: 3, enabled: false, workingHours: ALWAYS });
    const res = await t.call<{ list: Doctor[]; total: number }>('GET', `${C}/findDoctor`, {
      query: { deptId: 2, pageNum: 1, pageSize: 10 },
    });
    expect(res.body.success, res.raw).toBe(true);
    const ids = res.body.data.list.map((d) => d.doctorId);
    expect(ids).toEqual([1, 2]);
    expect(res.body.data.total).toBe(2);
    const [lin, zhou] = res.body.data.list;
    expect(lin).toMatchObject({
      priceFen: 4990,
      isOnline: true,
      rating: null,
      answeredCount: 0,
      deptName: '生长发育门诊',
    });
    expect(zhou).toMatchObject({ priceFen: 3000, isOnline: false });
    // The demo schedule has clinic days for doctor 1 within two months.
    expect(lin?.nextClinicDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const all = await t.call<{ list: Doctor[] }>('GET', `${C}/findDoctor`, { query: {} });
    expect(all.body.data.list.map((d) => d.doctorId)).not.toContain(3);
  });

  it('pages by the spec’s rule and refuses a bad page size', async () => {
    const page2 = await t.call<{ list: Doctor[]; pageNum: number; pageSize: number; total: number }>(
      'GET',
      `${C}/findDoctor`,
      {
        query: { pageNum: 2, pageSize: 1 },
      },
    );
    expect(page2.body.data).toMatchObject({ pageNum: 2, pageSize: 1, total: 2 });
    expect(page2.body.data.list.map((d) => d.doctorId)).toEqual([2]);
    const bad = await t.call('GET', `${C}/findDoctor`, { query: { pageSize: 101 } });
    expect(bad.body).toMatchObject({ code: 4000, msg: '每页最多100条' });
  });

  it('getDoctorStatus and the carousel put the doctor on duty first', async () => {
    const on = await t.call('POST', '/admin/baseAuthUserInfo/getDoctorStatus', { body: { doctorId: 1 } });
    expect(on.body.data).toEqual({ doctorId: 1, isOnline: true, serviceEnabled: true });
    const off = await t.call('POST', '/admin/baseAuthUserInfo/getDoctorStatus', { body: { doctorId: 3 } });
    expect(off.body.data).toEqual({ doctorId: 3, isOnline: false, serviceEnabled: false });
    const missing = await t.call('POST', '/admin/baseAuthUserInfo/getDoctorStatus', {
      body: { doctorId: 0 },
    });
    expect(missing.body).toMatchObject({ code: 4000, msg: '编号有误' });
    const carousel = await t.call<Doctor[]>('GET', `${C}/homeCarouselDoctor`);
    expect(carousel.body.data[0]?.doctorId).toBe(1);
  });

  it('a clinic holiday today takes the doctor off duty and moves the accept deadline past it', async () => {
    const today = clinicToday();
    const holiday = await t.ctx.db.kysely
      .insertInto('holidays')
      .values({ facility_id: 1, date: today, name: '测试休诊', updated_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const status = await t.call('POST', '/admin/baseAuthUserInfo/getDoctorStatus', {
        body: { doctorId: 1 },
      });
      expect(status.body.data).toMatchObject({ isOnline: false, serviceEnabled: true });
      const parent = await loginParentFresh(t);
      const inquiryId = await askPaid(t, parent.token, await addBaby(t, parent.token, '假日宝'), 1);
      const row = await t.ctx.db.kysely
        .selectFrom('inquiries')
        .select('accept_deadline_at')
        .where('id', '=', inquiryId)
        .executeTakeFirstOrThrow();
      // Hours are all day every day: the 30 minutes run from the start of tomorrow (clinic time).
      expect(row.accept_deadline_at).toBe(
        new Date(`${addCalendarDays(today, 1)}T00:30:00+08:00`).toISOString(),
      );
    } finally {
      await t.ctx.db.kysely.deleteFrom('holidays').where('id', '=', holiday.id).execute();
    }
  });

  it('the doctor’s page: service with reply window and allowance, rating summary, reviews after a rating', async () => {
    const parent = await loginParentFresh(t);
    const babyId = await addBaby(t, parent.token, '主页宝');
    const inquiryId = await askPaid(t, parent.token, babyId, 1);
    await t.call('POST', `${K}/inquiry/accept`, { token: doctor, body: { inquiryId } });
    await t.call('POST', `${K}/inquiry/close`, {
      token: doctor,
      body: {
        inquiryId,
        findings: '上呼吸道感染',
        advice: '多饮水',
        watchFor: '高热不退',
        returnAdvice: '三天后复诊',
      },
    });
    const rated = await t.call('POST', `${C}/evaluationAdd`, {
      token: parent.token,
      body: { inquiryId, stars: 4, labels: ['回复及时', '解答详细'], text: '很耐心', anonymous: true },
    });
    expect(rated.body.success, rated.raw).toBe(true);
    const home = await t.call<{
      doctor: Doctor & { introduction: string };
      service: {
        priceFen: number;
        acceptMinutes: number;
        answerMinutes: number;
        followUpMessages: number;
        followUpHours: number;
      };
      ratingSummary: { average: number; count: number; labels: { label: string; count: number }[] };
    }>('GET', `${C}/doctorHome`, { query: { doctorId: 1 } });
    expect(home.body.success, home.raw).toBe(true);
    expect(home.body.data.service).toMatchObject({
      priceFen: 4990,
      acceptMinutes: 30, // saved again above without it: a save sets every field, the default included
      answerMinutes: 120,
      followUpMessages: 3,
      followUpHours: 72,
    });
    expect(home.body.data.ratingSummary).toMatchObject({ average: 4, count: 1 });
    expect(home.body.data.ratingSummary.labels).toEqual(
      expect.arrayContaining([
        { label: '回复及时', count: 1 },
        { label: '解答详细', count: 1 },
      ]),
    );
    expect(home.body.data.doctor).toMatchObject({ rating: 4, ratingCount: 1, answeredCount: 1 });
    const reviews = await t.call<{
      list: { stars: number; authorName: string; anonymous: boolean; text: string }[];
      total: number;
    }>('GET', `${C}/evaluationList`, { query: { doctorId: 1 } });
    expect(reviews.body.data.total).toBe(1);
    expect(reviews.body.data.list[0]).toMatchObject({
      stars: 4,
      authorName: '匿名用户',
      anonymous: true,
      text: '很耐心',
    });
    expect(reviews.raw).not.toContain(parent.mobile);
    const labels = await t.call<string[]>('GET', `${C}/evaluationLabels`);
    expect(labels.body.data).toContain('回复及时');
    const stopped = await t.call('GET', `${C}/doctorHome`, { query: { doctorId: 999 } });
    expect(stopped.body).toMatchObject({ code: 4004, msg: '医生不存在' });
  });
});

describe('the demo seed', () => {
  it('opens 图文问诊 with 林晓岚 (the demo doctor sign-in), so 找医生 is not empty on a fresh demo', async () => {
    const demo = await startTestApp();
    try {
      expect(await seedDemo(demo.ctx.db)).toBe(true);
      const found = await demo.call<{ list: Doctor[]; total: number }>('GET', `${C}/findDoctor`, {
        query: {},
      });
      expect(found.body.data.list.map((d) => d.doctorId)).toEqual([1]);
      expect(found.body.data.list[0]).toMatchObject({ priceFen: 3900, deptName: '生长发育门诊' });
      const home = await demo.call<{
        service: { priceFen: number; acceptMinutes: number; answerMinutes: number };
        doctor: { name: string };
      }>('GET', `${C}/doctorHome`, { query: { doctorId: 1 } });
      expect(home.body.data.doctor.name).toBe('林晓岚');
      expect(home.body.data.service).toMatchObject({ priceFen: 3900, acceptMinutes: 30, answerMinutes: 120 });
      // Her hours pass the manager's own check: the console shows and saves them as they are.
      const manager = await demo.loginStaff('manager', 'Sprout-manager-2026');
      const list = await demo.call<{ list: { doctorId: number; configured: boolean; enabled: boolean }[] }>(
        'GET',
        `${K}/service/list`,
        { token: manager, query: { pageNum: 1, pageSize: 100 } },
      );
      expect(list.body.data.list.find((d) => d.doctorId === 1)).toMatchObject({
        configured: true,
        enabled: true,
      });
      const resaved = await saveService(demo, manager, {
        doctorId: 1,
        priceFen: 3900,
        workingHours: [...DEMO_CONSULTATION.workingHours],
      });
      expect(resaved.body.success, resaved.raw).toBe(true);
    } finally {
      await demo.close();
    }
  });
});
