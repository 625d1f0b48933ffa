import { addDays, clinicToday } from '@sprout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_JOB } from '../src/modules/clinic/schedule-job.ts';
import { generateAhead } from '../src/modules/clinic/schedule.service.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

/** The clinic console for managers: directory, booking settings, templates, generation, QR codes. */
const C = '/api/console/clinic';
let t: TestApp;
let manager: string;
let admin: string;
let doctor: string;
let parent: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  admin = await t.loginStaff('admin', 'Sprout-admin-2026');
  doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  parent = (await loginParentFresh(t)).token;
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };
const get = <T>(path: string, query: Record<string, string | number> = {}, token = manager) =>
  t.call<T>('GET', `${C}/${path}`, { token, query });
const post = <T>(path: string, body: Record<string, unknown>, token = manager) =>
  t.call<T>('POST', `${C}/${path}`, { token, body });
const audits = (action: string) =>
  t.ctx.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
const db = () => t.ctx.db.kysely;

describe('facilities', () => {
  it('lists, filters and shows the booking settings', async () => {
    const page = await get<Page<{ facilityId: number; bookingWindowDays: number }>>('facility/list', {
      keyword: '南山',
    });
    expect(page.body.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 });
    expect(page.body.data.list[0]).toMatchObject({ facilityId: 1, bookingWindowDays: 7, holdMinutes: 15 });
    expect((await get<Page<unknown>>('facility/list', { keyword: '不存在的院区' })).body.data.total).toBe(0);
    expect((await get('facility/detail', { facilityId: 999 })).body.code).toBe(4004);
  });

  it('updates settings, records who changed them, and refuses values out of range in Chinese', async () => {
    const res = await post<{ updatedBy: string; bookingWindowDays: number; releaseTime: string }>(
      'facility/update',
      { facilityId: 1, bookingWindowDays: 14, releaseTime: '07:30', cancelCutoffMinutes: 60 },
    );
    expect(res.body.data).toMatchObject({ bookingWindowDays: 14, releaseTime: '07:30', updatedBy: '郑经理' });
    expect(await audits('facility.update')).toHaveLength(1);
    for (const [field, value, message] of [
      ['bookingWindowDays', 31, '可预约天数应为1-30天'],
      ['holdMinutes', 4, '未支付保留时间应为5-60分钟'],
      ['cancelCutoffMinutes', 1441, '取消截止时间应为0-1440分钟'],
      ['releaseTime', '25:00', '放号时间格式应为 HH:mm'],
      ['sameDayCutoff', '8:00', '当日预约截止时间格式应为 HH:mm'],
    ] as const) {
      const bad = await post('facility/update', { facilityId: 1, [field]: value });
      expect(bad.body).toMatchObject({ success: false, code: 4000, data: { fields: { [field]: message } } });
    }
    await post('facility/update', { facilityId: 1, bookingWindowDays: 7, releaseTime: '08:00' });
  });
});

describe('departments and doctors', () => {
  it('creates and updates a department, lists by facility with who changed it', async () => {
    const made = await post<{ departmentId: number }>('department/create', {
      facilityId: 1,
      name: '儿童眼科',
      intro: '视力筛查',
      sort: 9,
    });
    expect(made.body.success, made.raw).toBe(true);
    const id = made.body.data.departmentId;
    const upd = await post('department/update', { departmentId: id, status: 'closed', name: '儿童眼保健' });
    expect(upd.body.data).toMatchObject({ name: '儿童眼保健', status: 'closed', updatedBy: '郑经理' });
    const list = await get<Page<{ departmentId: number }>>('department/list', {
      facilityId: 1,
      status: 'closed',
    });
    expect(list.body.data.list.map((d) => d.departmentId)).toEqual([id]);
    expect((await post('department/create', { facilityId: 1, name: '' })).body.code).toBe(4000);
    expect((await post('department/update', { departmentId: 99999, name: 'x' })).body.code).toBe(4004);
  });

  it('creates a doctor with a fee in fen, links a doctor account, stops and activates', async () => {
    const staff = await t.call<{ staffId: number }>('POST', '/api/console/staff/create', {
      token: admin,
      body: { username: 'dr_new_one', displayName: '新医生', role: 'doctor', password: 'Doctor-pass-1' },
    });
    const body = {
      departmentId: 1,
      name: '孙一',
      title: '主治医师',
      speciality: '儿童保健',
      registrationFeeFen: 2500,
      staffId: staff.body.data.staffId,
    };
    const made = await post<{ doctorId: number; staffName: string; facilityId: number }>(
      'doctor/create',
      body,
    );
    expect(made.body.data).toMatchObject({ staffName: '新医生', facilityId: 1, registrationFeeFen: 2500 });
    const id = made.body.data.doctorId;
    expect((await post('doctor/create', { ...body, registrationFeeFen: 12.5 })).body.data).toMatchObject({
      fields: { registrationFeeFen: '挂号费以分为单位，应为整数' },
    });
    expect((await post('doctor/create', { ...body, registrationFeeFen: -1 })).body.code).toBe(4000);
    // The same account cannot be two doctors; a manager account cannot be linked at all.
    expect((await post('doctor/create', body)).body.code).toBe(4009);
    const managerRow = await db()
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'manager')
      .executeTakeFirstOrThrow();
    expect((await post('doctor/update', { doctorId: id, staffId: managerRow.id })).body.data).toMatchObject({
      fields: { staffId: '只能关联角色为医生的账号' },
    });
    const stopped = await post('doctor/setStatus', { doctorId: id, status: 'stopped' });
    expect(stopped.body.data).toMatchObject({ status: 'stopped', updatedBy: '郑经理' });
    const list = await get<Page<{ doctorId: number }>>('doctor/list', { status: 'stopped', keyword: '孙' });
    expect(list.body.data.list.map((d) => d.doctorId)).toEqual([id]);
    await post('doctor/setStatus', { doctorId: id, status: 'active' });
    expect((await audits('doctor.stop')).length).toBe(1);
    expect((await audits('doctor.activate')).length).toBe(1);
    const filtered = await get<Page<{ departmentId: number }>>('doctor/list', { departmentId: 2 });
    expect(filtered.body.data.list.every((d) => d.departmentId === 2)).toBe(true);
  });

  it('prints a QR code of the booking link', async () => {
    const res = await get<{ url: string; svg: string }>('doctorQrCode', { doctorId: 1 });
    expect(res.body.data.url).toMatch(
      /^http:\/\/[^/]+\/appointment\/#\/pages\/newAppoinmentQr\/index\?facilityId=1&doctorId=1$/,
    );
    expect(res.body.data.svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await get('doctorQrCode', { doctorId: 9999 })).body.code).toBe(4004);
  });
});

describe('templates and generation', () => {
  const template = {
    doctorId: 3,
    weekday: 7,
    period: 'pm',
    startTime: '14:00',
    endTime: '16:00',
    slotMinutes: 30,
    capacityPerSlot: 2,
  };

  it('the seed left templates and a generated booking window', async () => {
    const templates = await get<Page<unknown>>('schedule/templates', { doctorId: 1, pageSize: 100 });
    expect(templates.body.data.total).toBe(5);
    const sessions = await get<Page<{ status: string; slotCount: number; capacity: number }>>(
      'session/list',
      {
        doctorId: 4,
        from: clinicToday(),
        to: addDays(clinicToday(), 6),
        pageSize: 100,
      },
    );
    // 王建国 works every morning and three afternoons a week.
    expect(sessions.body.data.total).toBeGreaterThanOrEqual(9);
    expect(sessions.body.data.list[0]).toMatchObject({ status: 'open', slotCount: 6 });
  });

  it('saves one template per doctor, weekday and period (saving again replaces it)', async () => {
    const first = await post<{ templateId: number; updatedBy: string }>('schedule/saveTemplate', template);
    expect(first.body.data).toMatchObject({ doctorName: '陈思雨', updatedBy: '郑经理' });
    const again = await post<{ templateId: number }>('schedule/saveTemplate', {
      ...template,
      endTime: '17:00',
    });
    expect(again.body.data).toMatchObject({ templateId: first.body.data.templateId, endTime: '17:00' });
    expect((await audits('schedule_template.save')).length).toBe(2);
  });

  it('refuses unsound templates with the rule in Chinese', async () => {
    const cases = [
      [{ endTime: '13:30' }, 'endTime', '结束时间应晚于开始时间'],
      [{ period: 'am', startTime: '08:00', endTime: '13:30' }, 'endTime', '上午出诊应在13:00前结束'],
      [{ slotMinutes: 45 }, 'slotMinutes', '出诊时长应为号源时长的整数倍'],
      [{ capacityPerSlot: 51 }, 'capacityPerSlot', '每号可约人数应为1-50人'],
      [{ slotMinutes: 200 }, 'slotMinutes', '号源时长应为5-120分钟'],
    ] as const;
    for (const [change, field, message] of cases) {
      const res = await post('schedule/saveTemplate', { ...template, ...change });
      expect(res.body.data, JSON.stringify(change)).toMatchObject({ fields: { [field]: message } });
    }
    expect((await post('schedule/saveTemplate', { ...template, doctorId: 9999 })).body.code).toBe(4004);
  });

  it('generates idempotently: a second run writes nothing and the rows stay the same', async () => {
    const range = { facilityId: 1, from: clinicToday(), to: addDays(clinicToday(), 20) };
    const snapshot = async () => ({
      sessions: await db().selectFrom('clinic_sessions').selectAll().orderBy('id').execute(),
      slots: await db().selectFrom('slots').selectAll().orderBy('id').execute(),
    });
    const first = await post<{ sessions: number; slots: number }>('schedule/generate', range);
    expect(first.body.data.sessions).toBeGreaterThan(0);
    const after = await snapshot();
    const second = await post('schedule/generate', range);
    expect(second.body.data).toEqual({ sessions: 0, slots: 0 });
    expect(await snapshot()).toEqual(after);
    expect(await generateAhead(t.ctx.db)).toBe(0);
  });

  it('generates for one doctor only and never changes a stopped or booked session', async () => {
    const day = addDays(clinicToday(), 25);
    const res = await post<{ sessions: number }>('schedule/generate', {
      facilityId: 1,
      doctorId: 4,
      from: day,
      to: day,
    });
    expect(res.body.data.sessions).toBeGreaterThanOrEqual(1);
    const rows = await db().selectFrom('clinic_sessions').selectAll().where('date', '=', day).execute();
    expect(new Set(rows.map((r) => r.doctor_id))).toEqual(new Set([4]));
    await db()
      .updateTable('clinic_sessions')
      .set({ status: 'stopped', stop_reason: '测试' })
      .where('date', '=', day)
      .execute();
    await db().updateTable('slots').set({ booked: 1 }).where('date', '=', day).execute();
    await post('schedule/generate', { facilityId: 1, from: day, to: day });
    const again = await db()
      .selectFrom('clinic_sessions')
      .selectAll()
      .where('doctor_id', '=', 4)
      .where('date', '=', day)
      .execute();
    expect(again.every((r) => r.status === 'stopped')).toBe(true);
    const slots = await db()
      .selectFrom('slots')
      .select('booked')
      .where('doctor_id', '=', 4)
      .where('date', '=', day)
      .execute();
    expect(slots.every((s) => s.booked === 1)).toBe(true);
  });

  it('refuses a reversed, too long or past range', async () => {
    const today = clinicToday();
    const cases = [
      [{ from: addDays(today, 3), to: today }, 'to'],
      [{ from: today, to: addDays(today, 60) }, 'to'],
      [{ from: addDays(today, -1), to: today }, 'from'],
    ] as const;
    for (const [range, field] of cases) {
      const res = await post('schedule/generate', { facilityId: 1, ...range });
      expect(res.body).toMatchObject({ code: 4000, data: { fields: { [field]: expect.any(String) } } });
    }
  });

  it('deletes a template and keeps the sessions already made', async () => {
    const list = await get<Page<{ templateId: number }>>('schedule/templates', { doctorId: 3, weekday: 7 });
    const id = list.body.data.list[0]?.templateId ?? 0;
    const before = await db().selectFrom('clinic_sessions').select('id').where('doctor_id', '=', 3).execute();
    expect((await post('schedule/deleteTemplate', { templateId: id })).body.success).toBe(true);
    expect((await post('schedule/deleteTemplate', { templateId: id })).body.code).toBe(4004);
    const after = await db().selectFrom('clinic_sessions').select('id').where('doctor_id', '=', 3).execute();
    expect(after).toEqual(before);
  });

  it('the daily job keeps the window generated and enqueues tomorrow once', async () => {
    const jobs = await db().selectFrom('jobs').selectAll().where('kind', '=', SCHEDULE_JOB).execute();
    expect(jobs).toHaveLength(1);
    const tomorrow = addDays(clinicToday(), 1);
    expect(jobs[0]?.dedupe_key).toBe(`${SCHEDULE_JOB}:${tomorrow}`);
    // A far day gets sessions once the job runs (the window moved on while nobody clicked).
    await db().updateTable('facilities').set({ booking_window_days: 30 }).where('id', '=', 1).execute();
    const at = new Date(`${tomorrow}T01:00:01+08:00`);
    while ((await t.runJobs(at)) > 0);
    const far = await db()
      .selectFrom('clinic_sessions')
      .select('id')
      .where('date', '=', addDays(clinicToday(), 36))
      .execute();
    expect(far.length).toBeGreaterThan(0);
    const next = await db()
      .selectFrom('jobs')
      .select('dedupe_key')
      .where('kind', '=', SCHEDULE_JOB)
      .where('status', '=', 'pending')
      .execute();
    expect(next.map((j) => j.dedupe_key)).toEqual([`${SCHEDULE_JOB}:${addDays(tomorrow, 1)}`]);
    await db().updateTable('facilities').set({ booking_window_days: 7 }).where('id', '=', 1).execute();
  });
});

describe('roles', () => {
  it('a doctor cannot call manager endpoints and a parent opens nothing', async () => {
    expect((await get('facility/list', {}, doctor)).body.code).toBe(4003);
    expect(
      (await post('schedule/generate', { facilityId: 1, from: clinicToday(), to: clinicToday() }, doctor))
        .body.code,
    ).toBe(4003);
    expect((await get('facility/list', {}, parent)).body.code).toBe(1000);
    expect((await get('doctor/today', {}, parent)).body.code).toBe(1000);
    expect((await get('facility/list', {}, admin)).body.success).toBe(true);
  });
});
