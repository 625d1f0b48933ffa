import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, clinicToday } from '@sprout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGrowthBaby, fieldsOf, linkRecord } from './growth-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import {
  createEncounter,
  createReport,
  download,
  makePdf,
  multipart,
  pngBytes,
  RC,
  recordAudit,
  sha256,
  staffToken,
  upload,
} from './inspection-reports-support.ts';

/** The console's inspection reports: entering visits, reports and PDF sheets; audit rows (R13); roles. */
let t: TestApp;
let doctor: string;
let doctorId: number;
let parent: { token: string; mobile: string };
let babyId: number;
let unlinkedBabyId: number;
let pid: string;
let encounterId: number;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  doctor = await staffToken(t);
  doctorId = (
    await t.ctx.db.kysely
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'doctor')
      .executeTakeFirstOrThrow()
  ).id;
  parent = await loginParentFresh(t);
  babyId = await addGrowthBaby(t, parent.token, { name: '化验娃', birthday: '2021-02-01' });
  unlinkedBabyId = await addGrowthBaby(t, parent.token, { name: '未建档娃' });
  pid = await linkRecord(t, parent.token, babyId);
  encounterId = await createEncounter(t, doctor, { babyId, visitDate: '2025-03-10' });
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const uploadsDir = () => join(t.ctx.config.STORAGE_DIR ?? '', 'reports');
const storedFiles = () => {
  try {
    return readdirSync(uploadsDir()).sort();
  } catch {
    return [];
  }
};

type Result = {
  itemName: string;
  value: number | string;
  valueText: string;
  flag: string | null;
  flagMark: string;
};
type Detail = {
  reportId: number;
  resultCount: number;
  abnormalCount: number;
  fileCount: number;
  sampledAt: string | null;
  reportedAt: string | null;
  results: Result[];
  files: { fileId: number; fileName: string; sizeBytes: number; pageCount?: number; sha256: string }[];
  updatedByName: string | null;
};

describe('encounters', () => {
  it('a visit is made for a child by babyId or pid, and read back under the record', async () => {
    const second = await createEncounter(t, doctor, {
      pid,
      visitDate: '2025-05-02',
      departmentName: '内分泌科',
    });
    const list = await t.call<{
      list: {
        encounterId: number;
        visitDate: string;
        departmentName: string;
        updatedByName: string | null;
      }[];
      pid: string;
      recordLinked: boolean;
      baby: { babyId: number; babyName: string; guardianPhone: string } | null;
    }>('GET', `${RC}/encounterList`, { token: doctor, query: { babyId } });
    expect(list.body.data).toMatchObject({
      pid,
      recordLinked: true,
      baby: { babyId, babyName: '化验娃', guardianPhone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/) },
    });
    expect(list.body.data.list.map((e) => [e.encounterId, e.visitDate])).toEqual([
      [second, '2025-05-02'],
      [encounterId, '2025-03-10'],
    ]);
    expect(list.body.data.list[0]).toMatchObject({ departmentName: '内分泌科', updatedByName: '林晓岚' });
  });

  it('refuses a child without a record, an unknown record, a future date, and another child’s appointment', async () => {
    const unlinked = await t.call('POST', `${RC}/createEncounter`, {
      token: doctor,
      body: { babyId: unlinkedBabyId, visitDate: '2025-03-10', departmentName: '儿保科', doctorName: '林' },
    });
    expect(unlinked.body).toMatchObject({ code: 4000 });
    expect(fieldsOf(unlinked.body)).toHaveProperty('babyId');
    const unknown = await t.call('POST', `${RC}/createEncounter`, {
      token: doctor,
      body: { pid: 'P99999999', visitDate: '2025-03-10', departmentName: '儿保科', doctorName: '林' },
    });
    expect(unknown.body.code).toBe(4004);
    const future = await t.call('POST', `${RC}/createEncounter`, {
      token: doctor,
      body: { babyId, visitDate: addDays(clinicToday(), 1), departmentName: '儿保科', doctorName: '林' },
    });
    expect(fieldsOf(future.body)).toEqual({ visitDate: '就诊日期不能晚于今天' });
    const noSuchAppointment = await t.call('POST', `${RC}/updateEncounter`, {
      token: doctor,
      body: {
        encounterId,
        visitDate: '2025-03-10',
        departmentName: '儿保科',
        doctorName: '林',
        appointmentId: 999999,
      },
    });
    expect(noSuchAppointment.body.code).toBe(4004);
    const listed = await t.call<{
      list: { encounterId: number }[];
      recordLinked: boolean;
      hint: string | null;
    }>('GET', `${RC}/encounterList`, { token: doctor, query: { babyId: unlinkedBabyId } });
    expect(listed.body.data).toMatchObject({ list: [], recordLinked: false, hint: expect.any(String) });
  });
});

describe('reports and their results', () => {
  it('computes the flags: a value on a limit is in range, beyond it high or low; text results marked by staff', async () => {
    const reportId = await createReport(t, doctor, encounterId);
    const res = await t.call<Detail>('GET', `${RC}/reportDetail`, { token: doctor, query: { reportId } });
    const byName = new Map(res.body.data.results.map((r) => [r.itemName, r]));
    expect(byName.get('白细胞计数')).toMatchObject({ value: 9.5, flag: null, flagMark: '' }); // = upper limit
    expect(byName.get('中性粒细胞百分比')).toMatchObject({ value: 22, valueText: '22.0', flag: null }); // = lower limit
    expect(byName.get('淋巴细胞百分比')).toMatchObject({ value: 71.2, flag: 'high', flagMark: '↑' });
    expect(byName.get('血红蛋白')).toMatchObject({ value: 108, flag: 'low', flagMark: '↓' });
    expect(byName.get('C反应蛋白')).toMatchObject({ value: '<0.5', flag: null });
    expect(byName.get('异型淋巴细胞')).toMatchObject({ value: '可见', flag: 'abnormal', flagMark: '异常' });
    expect(res.body.data).toMatchObject({
      resultCount: 7,
      abnormalCount: 3,
      fileCount: 0,
      sampledAt: '2025-03-10T01:05:00.000Z',
      reportedAt: '2025-03-10T02:30:00.000Z',
      updatedByName: '林晓岚',
    });
  });

  it('refuses a staff abnormal mark on a numeric result, a reversed range, and a report before its sample', async () => {
    const bad = await t.call('POST', `${RC}/createReport`, {
      token: doctor,
      body: {
        encounterId,
        name: '血常规',
        kind: 'lab',
        sampledAt: '2025-03-10T10:00:00+08:00',
        reportedAt: '2025-03-10T09:00:00+08:00',
        results: [
          { itemName: '白细胞', value: 5, abnormal: true },
          { itemName: '血红蛋白', value: 120, refLow: 150, refHigh: 110 },
        ],
      },
    });
    expect(bad.body.code).toBe(4000);
    expect(Object.keys(fieldsOf(bad.body)).sort()).toEqual([
      'reportedAt',
      'results.0.abnormal',
      'results.1.refHigh',
    ]);
  });

  it('an update replaces every result row in one go; a deleted report cannot be updated', async () => {
    const reportId = await createReport(t, doctor, encounterId, { name: '微量元素' });
    const before = await t.ctx.db.kysely
      .selectFrom('inspection_results')
      .select('id')
      .where('report_id', '=', reportId)
      .execute();
    const updated = await t.call<Detail>('POST', `${RC}/updateReport`, {
      token: doctor,
      body: {
        reportId,
        name: '微量元素',
        kind: 'lab',
        results: [{ itemName: '锌', value: 58.2, unit: 'μmol/L', refLow: 58, refHigh: 100 }],
      },
    });
    expect(updated.body.data).toMatchObject({ resultCount: 1, abnormalCount: 0, sampledAt: null });
    const after = await t.ctx.db.kysely
      .selectFrom('inspection_results')
      .select('id')
      .where('report_id', '=', reportId)
      .execute();
    expect(after).toHaveLength(1);
    expect(before.map((r) => r.id)).not.toContain(after[0]?.id);

    const del = await t.call('POST', `${RC}/deleteReport`, {
      token: doctor,
      body: { reportId, reason: '录错患者' },
    });
    expect(del.body).toMatchObject({ success: true, data: { reportId, deleted: true } });
    const again = await t.call('POST', `${RC}/updateReport`, {
      token: doctor,
      body: { reportId, name: '微量元素', kind: 'lab', results: [] },
    });
    expect(again.body.code).toBe(4004);
    const rows = await t.ctx.db.kysely
      .selectFrom('inspection_results')
      .select('id')
      .where('report_id', '=', reportId)
      .execute();
    expect(rows).toHaveLength(1); // untouched by the refused update
    const gone = await t.call('GET', `${RC}/reportDetail`, { token: doctor, query: { reportId } });
    expect(gone.body.code).toBe(4004);
    const [deletion] = await recordAudit(t, pid, 'child.reports.report.delete');
    expect(deletion).toMatchObject({ actor_type: 'staff', actor_id: doctorId });
    expect(JSON.parse(deletion?.detail ?? '{}')).toEqual({ reportId, reason: '录错患者' });
  });
});

describe('PDF sheets', () => {
  it('stores an uploaded PDF and gives the same bytes back to staff, with the right headers', async () => {
    const reportId = await createReport(t, doctor, encounterId, {
      name: '骨龄X线片',
      kind: 'imaging',
      results: [],
    });
    const pdf = await makePdf(2);
    const up = await upload(t, doctor, { reportId: String(reportId) }, [
      { name: '骨龄报告单.pdf', bytes: pdf },
    ]);
    expect(up.body.data).toMatchObject({
      fileName: '骨龄报告单.pdf',
      sizeBytes: pdf.byteLength,
      pageCount: 2,
      sha256: sha256(pdf),
      uploadedByName: '林晓岚',
    });
    const got = await download(t, `${RC}/downloadFile`, up.body.data.fileId, doctor);
    expect(got.status).toBe(200);
    expect(sha256(got.bytes)).toBe(sha256(pdf));
    expect(got.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(String(got.headers['content-disposition'])).toMatch(
      /^inline; filename=".*"; filename\*=UTF-8''%E9%AA%A8/,
    );
    const [read] = await recordAudit(t, pid, 'child.reports.file.read');
    expect(read).toMatchObject({ actor_type: 'staff', actor_id: doctorId });
    expect(JSON.parse(read?.detail ?? '{}')).toEqual({ fileId: up.body.data.fileId, reportId });
  });

  it('refuses a PNG named .pdf, an oversized file, no file, two files and unknown fields; nothing is stored', async () => {
    const reportId = await createReport(t, doctor, encounterId, { name: '25-羟基维生素D', results: [] });
    const before = storedFiles();
    const png = await upload(t, doctor, { reportId: String(reportId) }, [
      { name: 'photo.pdf', bytes: pngBytes() },
    ]);
    expect(png.body).toMatchObject({
      success: false,
      code: 4000,
      data: { fields: { file: '只能上传PDF格式的报告单' } },
    });
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024)]);
    const big = await upload(t, doctor, { reportId: String(reportId) }, [{ name: 'big.pdf', bytes: huge }]);
    expect(big.status).toBe(200);
    expect(big.body).toMatchObject({
      code: 4000,
      data: { fields: { file: '文件过大，请上传20MB以内的PDF' } },
    });
    const none = await upload(t, doctor, { reportId: String(reportId) }, []);
    expect(fieldsOf(none.body)).toEqual({ file: '请选择要上传的PDF报告单' });
    const pdf = await makePdf();
    const two = await upload(t, doctor, { reportId: String(reportId) }, [
      { name: 'a.pdf', bytes: pdf },
      { name: 'b.pdf', bytes: pdf },
    ]);
    expect(fieldsOf(two.body)).toEqual({ file: '一次只能上传一个文件' });
    const extra = await upload(t, doctor, { reportId: String(reportId), note: 'x' }, [
      { name: 'a.pdf', bytes: pdf },
    ]);
    expect(fieldsOf(extra.body)).toHaveProperty('note');
    const json = await t.call('POST', `${RC}/uploadFile`, { token: doctor, body: { reportId } });
    expect(fieldsOf(json.body)).toEqual({ file: '请选择要上传的PDF报告单' });
    expect(storedFiles()).toEqual(before);
    const rows = await t.ctx.db.kysely
      .selectFrom('inspection_report_files')
      .select('id')
      .where('report_id', '=', reportId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('an upload to a deleted or unknown report is 4004 and leaves no bytes behind', async () => {
    const reportId = await createReport(t, doctor, encounterId, { name: '待删', results: [] });
    await t.call('POST', `${RC}/deleteReport`, { token: doctor, body: { reportId, reason: '重复' } });
    const before = storedFiles();
    const pdf = await makePdf();
    for (const id of [reportId, 999999]) {
      const res = await upload(t, doctor, { reportId: String(id) }, [{ name: 'a.pdf', bytes: pdf }]);
      expect(res.body.code).toBe(4004);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('a deleted sheet is 4004 with no bytes, and leaves the report', async () => {
    const reportId = await createReport(t, doctor, encounterId, {
      name: '胸片',
      kind: 'imaging',
      results: [],
    });
    const up = await upload(t, doctor, { reportId: String(reportId) }, [
      { name: 'x.pdf', bytes: await makePdf() },
    ]);
    const fileId = up.body.data.fileId;
    const noReason = await t.call('POST', `${RC}/deleteFile`, {
      token: doctor,
      body: { fileId, reason: ' ' },
    });
    expect(fieldsOf(noReason.body)).toEqual({ reason: '请写明删除原因' });
    const del = await t.call('POST', `${RC}/deleteFile`, {
      token: doctor,
      body: { fileId, reason: '传错文件' },
    });
    expect(del.body).toMatchObject({ success: true, data: { fileId, deleted: true } });
    const got = await download(t, `${RC}/downloadFile`, fileId, doctor);
    expect(got.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(got.text)).toMatchObject({ success: false, code: 4004 });
    const detail = await t.call<Detail>('GET', `${RC}/reportDetail`, { token: doctor, query: { reportId } });
    expect(detail.body.data).toMatchObject({ fileCount: 0, files: [] });
    expect(
      (await t.call('POST', `${RC}/deleteFile`, { token: doctor, body: { fileId, reason: '再删' } })).body
        .code,
    ).toBe(4004);
  });
});

describe('R13: every staff read of a child’s reports is audited', () => {
  it('names the staff member, the child’s record (and the baby opened) and what was read', async () => {
    const manager = await t.loginStaff('manager', 'Sprout-manager-2026');
    const managerId = (
      await t.ctx.db.kysely
        .selectFrom('staff')
        .select('id')
        .where('username', '=', 'manager')
        .executeTakeFirstOrThrow()
    ).id;
    const before = (await recordAudit(t, pid, 'child.reports.list')).length;
    await t.call('GET', `${RC}/encounterList`, {
      token: manager,
      query: { babyId, pageNum: 2, pageSize: 1 },
    });
    await t.call('GET', `${RC}/encounterList`, { token: doctor, query: { pid } });
    const rows = (await recordAudit(t, pid, 'child.reports.list')).slice(before);
    expect(rows.map((r) => ({ ...r, detail: JSON.parse(r.detail ?? '{}') }))).toEqual([
      {
        actor_type: 'staff',
        actor_id: managerId,
        action: 'child.reports.list',
        subject_type: 'patient_record',
        subject_id: pid,
        detail: { babyId, pageNum: 2 },
      },
      {
        actor_type: 'staff',
        actor_id: doctorId,
        action: 'child.reports.list',
        subject_type: 'patient_record',
        subject_id: pid,
        detail: { pageNum: 1 },
      },
    ]);
    const reportId = await createReport(t, doctor, encounterId, { name: '审计用', results: [] });
    await t.call('GET', `${RC}/reportDetail`, { token: manager, query: { reportId } });
    const reads = await recordAudit(t, pid, 'child.reports.read');
    expect(reads.at(-1)).toMatchObject({ actor_id: managerId, subject_id: pid });
    expect(JSON.parse(reads.at(-1)?.detail ?? '{}')).toEqual({ reportId });
    const babyRows = () =>
      t.ctx.db.kysely
        .selectFrom('audit_log')
        .selectAll()
        .where('subject_type', '=', 'baby')
        .where('subject_id', '=', String(unlinkedBabyId))
        .where('action', '=', 'child.reports.list')
        .orderBy('id')
        .execute();
    const earlier = (await babyRows()).length;
    const unlinked = await t.call('GET', `${RC}/encounterList`, {
      token: manager,
      query: { babyId: unlinkedBabyId },
    });
    expect(unlinked.body.success).toBe(true);
    const babyRow = (await babyRows()).slice(earlier);
    expect(babyRow).toHaveLength(1);
    expect(JSON.parse(babyRow[0]?.detail ?? '{}')).toEqual({ babyId: unlinkedBabyId, recordLinked: false });
    expect(babyRow[0]?.actor_id).toBe(managerId);
  });
});

describe('roles', () => {
  it('a parent token opens no console report route, the byte routes included; nothing is written', async () => {
    const pdf = await makePdf();
    const files = await t.ctx.db.kysely.selectFrom('inspection_report_files').select('id').execute();
    const calls = [
      t.call('GET', `${RC}/encounterList`, { token: parent.token, query: { babyId } }),
      t.call('GET', `${RC}/reportDetail`, { token: parent.token, query: { reportId: 1 } }),
      t.call('POST', `${RC}/createEncounter`, {
        token: parent.token,
        body: { babyId, visitDate: '2025-03-10', departmentName: '儿保科', doctorName: '林' },
      }),
      t.call('POST', `${RC}/deleteFile`, {
        token: parent.token,
        body: { fileId: files[0]?.id ?? 1, reason: '入侵' },
      }),
      t.call('POST', `${RC}/uploadFile`, {
        token: parent.token,
        ...multipart({ reportId: '1' }, [{ name: 'a.pdf', bytes: pdf }]),
      }),
    ];
    for (const res of await Promise.all(calls))
      expect(res.body).toMatchObject({ success: false, code: 1000 });
    const got = await download(t, `${RC}/downloadFile`, files[0]?.id ?? 1, parent.token);
    expect(JSON.parse(got.text)).toMatchObject({ success: false, code: 1000 });
    expect(await t.ctx.db.kysely.selectFrom('inspection_report_files').select('id').execute()).toEqual(files);
  });
});
