import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/seed.ts';
import { readPdfText } from './pdf-text.ts';
import { addGrowthBaby, linkRecord } from './growth-support.ts';
import { freshIp, leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import {
  createEncounter,
  createReport,
  download,
  makePdf,
  RC,
  sha256,
  staffToken,
  upload,
  W,
} from './inspection-reports-support.ts';

/**
 * A parent's inspection reports: the visits and reports of the record their baby links, every
 * guardian of that record alike, the PDF sheets as bytes; anyone else's reads as 4004 (R1).
 */
let t: TestApp;
let doctor: string;
let a: { token: string; mobile: string };
let c: { token: string };
let babyA: number;
let unlinkedA: number;
let babyC: number;
let pid: string;
let pidC: string;
let older: number;
let newer: number;
let reportId: number;
let imagingId: number;
let pdf: Buffer;
let fileId: number;
let secondFileId: number;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  doctor = await staffToken(t);
  a = await loginParentFresh(t);
  c = await loginParentFresh(t);
  babyA = await addGrowthBaby(t, a.token, { name: '报告娃', birthday: '2021-02-01' });
  unlinkedA = await addGrowthBaby(t, a.token, { name: '没档案' });
  babyC = await addGrowthBaby(t, c.token, { name: '别家娃' });
  pid = await linkRecord(t, a.token, babyA);
  pidC = await linkRecord(t, c.token, babyC);
  older = await createEncounter(t, doctor, { babyId: babyA, visitDate: '2025-03-10' });
  newer = await createEncounter(t, doctor, { pid, visitDate: '2025-06-18', departmentName: '内分泌科' });
  reportId = await createReport(t, doctor, older);
  imagingId = await createReport(t, doctor, newer, {
    name: '骨龄X线片',
    kind: 'imaging',
    results: [],
    conclusion: '骨龄约4岁6月，与年龄相符。',
  });
  pdf = await makePdf(2, 'Blood routine');
  fileId = (
    await upload(t, doctor, { reportId: String(reportId) }, [{ name: '血常规报告单.pdf', bytes: pdf }])
  ).body.data.fileId;
  secondFileId = (
    await upload(t, doctor, { reportId: String(imagingId) }, [
      { name: 'bone-age.pdf', bytes: await makePdf(1) },
    ])
  ).body.data.fileId;
  // C's own record has a visit too, so that C's empty answers below are about ownership.
  await createReport(t, doctor, await createEncounter(t, doctor, { pid: pidC, visitDate: '2025-01-05' }));
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

type Summary = {
  reportId: number;
  name: string;
  kind: string;
  resultCount: number;
  abnormalCount: number;
  fileCount: number;
};
type EncounterPage = {
  list: { encounterId: number; visitDate: string; departmentName: string; reports: Summary[] }[];
  total: number;
  recordLinked: boolean;
  pid: string | null;
  hint: string | null;
};

describe('encounterList (报告查询)', () => {
  it('lists the record’s visits newest first, each with its reports and their counts', async () => {
    const res = await t.call<EncounterPage>('POST', `${W}/encounterList`, {
      token: a.token,
      body: { babyId: babyA },
    });
    expect(res.body.data).toMatchObject({ total: 2, recordLinked: true, pid, hint: null });
    expect(res.body.data.list.map((e) => [e.encounterId, e.visitDate])).toEqual([
      [newer, '2025-06-18'],
      [older, '2025-03-10'],
    ]);
    expect(res.body.data.list[1]?.reports).toEqual([
      {
        reportId,
        name: '血常规',
        kind: 'lab',
        kindName: '检验',
        sampledAt: '2025-03-10T01:05:00.000Z',
        reportedAt: '2025-03-10T02:30:00.000Z',
        resultCount: 7,
        abnormalCount: 3,
        fileCount: 1,
      },
    ]);
    expect(res.body.data.list[0]?.reports).toMatchObject([
      { reportId: imagingId, kind: 'imaging', resultCount: 0, fileCount: 1 },
    ]);
    const paged = await t.call<EncounterPage>('POST', `${W}/encounterList`, {
      token: a.token,
      body: { pid, pageNum: 2, pageSize: 1 },
    });
    expect(paged.body.data).toMatchObject({ total: 2, list: [{ encounterId: older }] });
  });

  it('a baby without a record gets an empty page that says so', async () => {
    const res = await t.call<EncounterPage>('POST', `${W}/encounterList`, {
      token: a.token,
      body: { babyId: unlinkedA },
    });
    expect(res.body.data).toEqual({
      list: [],
      total: 0,
      pageNum: 1,
      pageSize: 10,
      recordLinked: false,
      pid: null,
      hint: '宝宝还未绑定就诊档案，绑定后可查看医院出具的检查报告',
    });
  });
});

describe('checkDetails', () => {
  it('gives the report with its visit, judged results and sheets', async () => {
    const res = await t.call<{
      encounter: { encounterId: number; visitDate: string };
      results: {
        itemName: string;
        value: number | string;
        unit: string | null;
        rangeText: string | null;
        flag: string | null;
        flagMark: string;
      }[];
      files: { fileId: number; fileName: string; sizeBytes: number; pageCount?: number }[];
      reportingDoctor: string | null;
    }>('POST', `${W}/checkDetails`, { token: a.token, body: { reportId } });
    expect(res.body.data.encounter).toMatchObject({
      encounterId: older,
      visitDate: '2025-03-10',
      departmentName: '儿童保健科',
    });
    expect(res.body.data.reportingDoctor).toBe('王检验');
    expect(res.body.data.results.map((r) => [r.itemName, r.value, r.rangeText, r.flag, r.flagMark])).toEqual([
      ['白细胞计数', 9.5, '4-9.5', null, ''],
      ['中性粒细胞百分比', 22, '22-65', null, ''],
      ['淋巴细胞百分比', 71.2, '23-69', 'high', '↑'],
      ['血红蛋白', 108, '112-149', 'low', '↓'],
      ['血小板计数', 265, '100-400', null, ''],
      ['C反应蛋白', '<0.5', '0-10', null, ''],
      ['异型淋巴细胞', '可见', '未见', 'abnormal', '异常'],
    ]);
    expect(res.body.data.files).toEqual([
      {
        fileId,
        fileName: '血常规报告单.pdf',
        sizeBytes: pdf.byteLength,
        pageCount: 2,
        uploadedAt: expect.any(String),
      },
    ]);
    expect(res.raw).not.toContain('sha256');
    expect(res.raw).not.toContain('reports/'); // the storage key never leaves the server
  });
});

describe('reportFileList and reportFile (检查报告单)', () => {
  it('lists every sheet of the record, newest visit first, with report name and visit date', async () => {
    const res = await t.call<{
      list: { fileId: number; reportName: string; visitDate: string }[];
      total: number;
    }>('POST', `${W}/reportFileList`, { token: a.token, body: { babyId: babyA } });
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list.map((f) => [f.fileId, f.reportName, f.visitDate])).toEqual([
      [secondFileId, '骨龄X线片', '2025-06-18'],
      [fileId, '血常规', '2025-03-10'],
    ]);
  });

  it('streams the very bytes uploaded, inline, never cached', async () => {
    const got = await download(t, `${W}/reportFile`, fileId, a.token);
    expect(got.status).toBe(200);
    expect(sha256(got.bytes)).toBe(sha256(pdf));
    expect(got.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.byteLength),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(got.headers['content-disposition']).toBe(
      `inline; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('血常规报告单.pdf')}`,
    );
  });

  it('without a session there is no file', async () => {
    const got = await download(t, `${W}/reportFile`, fileId);
    expect(JSON.parse(got.text)).toMatchObject({ success: false, code: 1000 });
    const bad = await download(t, `${W}/reportFile`, 'abc', a.token);
    expect(JSON.parse(bad.text)).toMatchObject({ code: 4000, data: { fields: { fileId: '编号有误' } } });
  });
});

describe('every guardian of the record, and nobody else', () => {
  it('a second parent whose own baby links the same pid (verified by the guardian’s phone) sees the same reports', async () => {
    const b = await loginParentFresh(t);
    const babyB = await addGrowthBaby(t, b.token, { name: '奶奶家的报告娃', birthday: '2021-02-01' });
    // A logged in by SMS a moment ago: move that code back past the 60-second gap so a record code can go out.
    await t.ctx.db.kysely
      .updateTable('sms_codes')
      .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
      .where('phone', '=', a.mobile)
      .execute();
    const sent = await t.call('POST', `${W}/smsMobile`, {
      token: b.token,
      body: { mobile: a.mobile },
      ip: freshIp(),
    });
    expect(sent.body.success, sent.raw).toBe(true);
    const outbox = await t.call<{ list: { code: string }[] }>('GET', '/dev/sms-outbox', {
      query: { mobile: a.mobile },
    });
    const bound = await t.call('POST', `${W}/bindBabyHisRecord`, {
      token: b.token,
      body: { babyId: babyB, pid, mobile: a.mobile, verifyCode: outbox.body.data.list[0]?.code },
    });
    expect(bound.body.success, bound.raw).toBe(true);

    const list = await t.call<EncounterPage>('POST', `${W}/encounterList`, {
      token: b.token,
      body: { babyId: babyB },
    });
    expect(list.body.data.list.map((e) => e.encounterId)).toEqual([newer, older]);
    const detail = await t.call<{ reportId: number }>('POST', `${W}/checkDetails`, {
      token: b.token,
      body: { reportId },
    });
    expect(detail.body.data.reportId).toBe(reportId);
    const got = await download(t, `${W}/reportFile`, fileId, b.token);
    expect(sha256(got.bytes)).toBe(sha256(pdf));
  });

  it('a parent of another record gets 4004 for the reportId, fileId, babyId and pid, and no bytes', async () => {
    const calls = [
      t.call('POST', `${W}/checkDetails`, { token: c.token, body: { reportId } }),
      t.call('POST', `${W}/encounterList`, { token: c.token, body: { babyId: babyA } }),
      t.call('POST', `${W}/encounterList`, { token: c.token, body: { pid } }),
      t.call('POST', `${W}/encounterList`, { token: c.token, body: { babyId: babyC, pid } }),
      t.call('POST', `${W}/reportFileList`, { token: c.token, body: { babyId: babyA } }),
      t.call('POST', `${W}/reportFileList`, { token: c.token, body: { pid } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.body).toMatchObject({ success: false, code: 4004 });
      expect(res.raw).not.toContain('报告娃');
    }
    for (const id of [fileId, secondFileId, 999_999]) {
      const got = await download(t, `${W}/reportFile`, id, c.token);
      expect(got.headers['content-type']).toMatch(/^application\/json/);
      expect(got.bytes.includes(Buffer.from('%PDF-'))).toBe(false);
      expect(JSON.parse(got.text)).toMatchObject({ success: false, code: 4004 });
    }
    // C's own record is still C's
    const own = await t.call<EncounterPage>('POST', `${W}/encounterList`, {
      token: c.token,
      body: { babyId: babyC },
    });
    expect(own.body.data).toMatchObject({ total: 1, pid: pidC });
  });

  it('a guardian whose linked baby is deleted loses access; the other guardians keep it', async () => {
    const d = await loginParentFresh(t);
    const babyD = await addGrowthBaby(t, d.token, { name: '临时娃' });
    // Linked directly (the bind flow is exercised above): only the deletion matters here.
    await t.ctx.db.kysely.updateTable('babies').set({ pid }).where('id', '=', babyD).execute();
    expect((await download(t, `${W}/reportFile`, fileId, d.token)).status).toBe(200);
    const del = await t.call('POST', '/api/baby/delete', { token: d.token, body: { babyId: babyD } });
    expect(del.body.success, del.raw).toBe(true);
    const got = await download(t, `${W}/reportFile`, fileId, d.token);
    expect(JSON.parse(got.text)).toMatchObject({ code: 4004 });
    expect((await download(t, `${W}/reportFile`, fileId, a.token)).status).toBe(200);
  });
});

describe('deleted sheets and reports', () => {
  it('a deleted sheet is gone from the lists and answers 4004 without bytes; a deleted report likewise', async () => {
    const extra = await upload(t, doctor, { reportId: String(reportId) }, [
      { name: '重复.pdf', bytes: await makePdf() },
    ]);
    const extraId = extra.body.data.fileId;
    expect((await download(t, `${W}/reportFile`, extraId, a.token)).status).toBe(200);
    await t.call('POST', `${RC}/deleteFile`, {
      token: doctor,
      body: { fileId: extraId, reason: '重复上传' },
    });
    const got = await download(t, `${W}/reportFile`, extraId, a.token);
    expect(JSON.parse(got.text)).toMatchObject({ success: false, code: 4004 });
    const files = await t.call<{ list: { fileId: number }[] }>('POST', `${W}/reportFileList`, {
      token: a.token,
      body: { babyId: babyA },
    });
    expect(files.body.data.list.map((f) => f.fileId)).not.toContain(extraId);

    await t.call('POST', `${RC}/deleteReport`, {
      token: doctor,
      body: { reportId: imagingId, reason: '录错' },
    });
    expect(
      (await t.call('POST', `${W}/checkDetails`, { token: a.token, body: { reportId: imagingId } })).body
        .code,
    ).toBe(4004);
    expect(JSON.parse((await download(t, `${W}/reportFile`, secondFileId, a.token)).text).code).toBe(4004);
    const list = await t.call<EncounterPage>('POST', `${W}/encounterList`, {
      token: a.token,
      body: { babyId: babyA },
    });
    expect(list.body.data.list[0]).toMatchObject({ encounterId: newer, reports: [] });
  });
});

describe('the demo seed', () => {
  it('gives 乐乐 a record with a 血常规 (haemoglobin just low) and a genuine PDF sheet in the file store', async () => {
    const demo = await startTestApp();
    try {
      expect(await seedDemo(demo.ctx.db, { storage: demo.ctx.storage })).toBe(true);
      const mom = await loginParentFresh(demo, '13800000000');
      const babies = await demo.call<{ list: { babyId: number; babyName: string }[] }>(
        'POST',
        '/online/usercenter/pageBabyInfo',
        { token: mom.token, body: {} },
      );
      const leLe = babies.body.data.list.find((b) => b.babyName === '乐乐');
      const list = await demo.call<EncounterPage>('POST', `${W}/encounterList`, {
        token: mom.token,
        body: { babyId: leLe?.babyId },
      });
      expect(list.body.data).toMatchObject({ recordLinked: true, pid: 'P10000001', total: 1 });
      const [report] = list.body.data.list[0]?.reports ?? [];
      expect(report).toMatchObject({ name: '血常规', resultCount: 8, abnormalCount: 1, fileCount: 1 });
      const detail = await demo.call<{
        results: { itemName: string; flag: string | null }[];
        files: { fileId: number; pageCount?: number }[];
      }>('POST', `${W}/checkDetails`, { token: mom.token, body: { reportId: report?.reportId } });
      expect(detail.body.data.results.filter((r) => r.flag)).toEqual([
        expect.objectContaining({ itemName: '血红蛋白', flag: 'low' }),
      ]);
      const got = await download(demo, `${W}/reportFile`, detail.body.data.files[0]?.fileId ?? 0, mom.token);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect((await PDFDocument.load(got.bytes)).getPageCount()).toBe(1);
      // The sheet is in Chinese and says what the record says.
      const sheet = await readPdfText(got.bytes);
      expect(sheet.lines[0]).toEqual(
        expect.arrayContaining([
          '小芽儿童健康门诊（南山院区）',
          '血常规检验报告单',
          expect.stringMatching(/^姓名：乐乐 性别：男 年龄：4岁\d+月 病历号：P10000001$/),
          '5 血红蛋白 HGB 109 ↓ g/L 112-149',
          '检验者：王检验 审核者：林晓岚',
        ]),
      );
    } finally {
      await demo.close();
    }
  });
});
