import { createHash, randomUUID } from 'node:crypto';
import { addDays, clinicToday } from '@sprout/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { judgeResult } from '../../modules/inspection-reports/result-flags.ts';
import type { StorageProvider } from '../../providers/storage/storage-provider.ts';
import { type Db, inTransaction } from '../database.ts';
import { nowIso } from '../dialect.ts';

/**
 * The demo child 乐乐 gets a clinic record with one visit two weeks ago and its 血常规: values of a
 * healthy four-year-old with a haemoglobin just under the range (a mild anaemia worth a word), and,
 * when a file store is given, the laboratory's sheet as a real one-page PDF (ASCII: the PDF standard
 * fonts carry no Chinese, and embedding a CJK font would add megabytes to the repository).
 */
export const DEMO_PID = 'P10000001';

/** Children 2-6 years, reference intervals in the style of WS/T 779-2021. */
const BLOOD_COUNT = [
  { itemName: '白细胞计数', itemCode: 'WBC', value: '7.8', unit: '10^9/L', refLow: 4.4, refHigh: 11.9 },
  { itemName: '中性粒细胞百分比', itemCode: 'NEUT%', value: '42.5', unit: '%', refLow: 22, refHigh: 65 },
  { itemName: '淋巴细胞百分比', itemCode: 'LYM%', value: '48.6', unit: '%', refLow: 23, refHigh: 69 },
  { itemName: '红细胞计数', itemCode: 'RBC', value: '4.62', unit: '10^12/L', refLow: 4.0, refHigh: 5.5 },
  { itemName: '血红蛋白', itemCode: 'HGB', value: '109', unit: 'g/L', refLow: 112, refHigh: 149 },
  { itemName: '红细胞压积', itemCode: 'HCT', value: '34.6', unit: '%', refLow: 34, refHigh: 43 },
  { itemName: '平均红细胞体积', itemCode: 'MCV', value: '78.5', unit: 'fL', refLow: 76, refHigh: 88 },
  { itemName: '血小板计数', itemCode: 'PLT', value: '286', unit: '10^9/L', refLow: 188, refHigh: 472 },
];

const bloodCountPdf = async (visitDate: string) => {
  const doc = await PDFDocument.create();
  doc.setTitle(`Complete blood count ${DEMO_PID} ${visitDate}`);
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const line = (text: string, x: number, y: number, f = font, size = 10) =>
    page.drawText(text, { x, y, size, font: f });
  line("Sprout Children's Health Clinic - Laboratory", 50, 790, bold, 14);
  line('Complete Blood Count (CBC)', 50, 768, bold, 12);
  line(
    `Patient record: ${DEMO_PID}    Sex: M    Age: 4 y    Sampled: ${visitDate} 09:12    Reported: ${visitDate} 10:05`,
    50,
    746,
  );
  const header = ['Item', 'Result', 'Flag', 'Unit', 'Reference'];
  const columns = [50, 250, 320, 370, 450];
  for (const [i, h] of header.entries()) line(h, columns[i] ?? 50, 716, bold);
  for (const [row, r] of BLOOD_COUNT.entries()) {
    const flag = judgeResult(r).flag;
    const cells = [
      r.itemCode,
      r.value,
      flag === 'low' ? 'L' : flag === 'high' ? 'H' : '',
      r.unit,
      `${r.refLow}-${r.refHigh}`,
    ];
    for (const [i, c] of cells.entries()) line(c, columns[i] ?? 50, 696 - row * 18);
  }
  line('Reporting doctor: Wang (laboratory)    Reviewed: Lin Xiaolan', 50, 520);
  return doc.save();
};

const findDemoChild = async (db: Db) => {
  const baby = await db.kysely
    .selectFrom('babies as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select(['b.id', 'b.sex', 'b.birthday', 'u.phone'])
    .where('u.uid', '=', 'UDEMO0000000001')
    .where('b.name', '=', '乐乐')
    .executeTakeFirst();
  const doctor = await db.kysely
    .selectFrom('staff')
    .select('id')
    .where('username', '=', 'doctor')
    .executeTakeFirst();
  return baby && doctor ? { baby, doctorId: doctor.id } : undefined;
};

type Child = NonNullable<Awaited<ReturnType<typeof findDemoChild>>>;
interface Sheet {
  key: string;
  bytes: Uint8Array;
}

/** The record, the visit, the report with its rows and (if stored) its sheet, in one transaction. */
const insertDemoVisit = (db: Db, { baby, doctorId }: Child, visitDate: string, sheet: Sheet | null) =>
  inTransaction(db, async (trx) => {
    const now = nowIso();
    const at = (hhmm: string) => new Date(`${visitDate}T${hhmm}:00+08:00`).toISOString();
    const by = {
      created_by_staff_id: doctorId,
      updated_by_staff_id: doctorId,
      created_at: now,
      updated_at: now,
    };
    const live = { deleted_at: null, deleted_by_staff_id: null, delete_reason: null };
    await trx.kysely
      .insertInto('patient_records')
      .values({
        pid: DEMO_PID,
        name: '乐乐',
        sex: baby.sex,
        birthday: baby.birthday,
        guardian_phone: baby.phone ?? '',
        source: 'sprout',
        created_at: now,
      })
      .execute();
    await trx.kysely.updateTable('babies').set({ pid: DEMO_PID }).where('id', '=', baby.id).execute();
    const encounter = await trx.kysely
      .insertInto('encounters')
      .values({
        ...by,
        pid: DEMO_PID,
        visit_date: visitDate,
        department_name: '生长发育门诊',
        doctor_name: '林晓岚',
        appointment_id: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const report = await trx.kysely
      .insertInto('inspection_reports')
      .values({
        ...by,
        ...live,
        encounter_id: encounter.id,
        name: '血常规',
        kind: 'lab',
        sampled_at: at('09:12'),
        reported_at: at('10:05'),
        reporting_doctor: '王检验',
        conclusion: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Rows as the inspection-reports module stores them (result-flags.ts judges each against its range).
    await trx.kysely
      .insertInto('inspection_results')
      .values(
        BLOOD_COUNT.map(judgeResult).map((r, position) => ({
          report_id: report.id,
          position,
          item_name: r.itemName,
          item_code: r.itemCode,
          value_text: r.valueText,
          value_number: r.valueNumber,
          unit: r.unit,
          ref_low: r.refLow,
          ref_high: r.refHigh,
          range_text: r.rangeText,
          flag: r.flag,
        })),
      )
      .execute();
    if (sheet)
      await trx.kysely
        .insertInto('inspection_report_files')
        .values({
          ...live,
          report_id: report.id,
          storage_key: sheet.key,
          file_name: '血常规报告单.pdf',
          content_type: 'application/pdf',
          size_bytes: sheet.bytes.byteLength,
          sha256: createHash('sha256').update(sheet.bytes).digest('hex'),
          page_count: 1,
          uploaded_by_staff_id: doctorId,
          created_at: now,
        })
        .execute();
  });

/** Runs once, from seedDemo; without a file store (the test harness) the report has no sheet. */
export const seedDemoReports = async (db: Db, storage?: StorageProvider): Promise<void> => {
  const child = await findDemoChild(db);
  if (!child) return;
  const visitDate = addDays(clinicToday(), -14);
  const sheet = storage
    ? { key: `reports/${randomUUID()}.pdf`, bytes: await bloodCountPdf(visitDate) }
    : null;
  if (storage && sheet) await storage.put(sheet.key, sheet.bytes, 'application/pdf');
  await insertDemoVisit(db, child, visitDate, sheet);
};
