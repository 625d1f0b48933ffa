import { createHash, randomUUID } from 'node:crypto';
import { addDays, clinicToday } from '@sprout/domain';
import { judgeResult } from '../../modules/inspection-reports/result-flags.service.ts';
import type { StorageProvider } from '../../providers/storage/storage-provider.ts';
import { type Db, inTransaction } from '../database.ts';
import { nowIso } from '../dialect.ts';
import { DEMO_FACILITY } from './demo-clinic.ts';
import { bloodCountSheetPdf } from './demo-blood-count-sheet.ts';

/**
 * The demo child 乐乐 gets a clinic record with one visit two weeks ago and its 血常规: values of a
 * healthy four-year-old with a haemoglobin just under the range (a mild anaemia worth a word), and,
 * when a file store is given, the laboratory's sheet as a real one-page PDF in Chinese
 * (demo-blood-count-sheet.ts, written with the server's CJK font).
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

/** The visit's people and times, written alike into the record and onto the sheet. */
const VISIT = {
  department: '生长发育门诊',
  doctor: '林晓岚',
  laboratory: '王检验',
  sampledAt: '09:12',
  reportedAt: '10:05',
} as const;

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

/** The sheet as the laboratory printed it for this visit: the same rows, people and times as the record. */
const demoSheet = ({ baby }: Child, visitDate: string) => ({
  clinic: DEMO_FACILITY.name,
  pid: DEMO_PID,
  name: '乐乐',
  sex: baby.sex,
  birthday: baby.birthday,
  department: VISIT.department,
  orderedBy: VISIT.doctor,
  reportedBy: VISIT.laboratory,
  reviewedBy: VISIT.doctor,
  visitDate,
  sampledAt: VISIT.sampledAt,
  reportedAt: VISIT.reportedAt,
  results: BLOOD_COUNT.map(judgeResult),
});

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
        department_name: VISIT.department,
        doctor_name: VISIT.doctor,
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
        sampled_at: at(VISIT.sampledAt),
        reported_at: at(VISIT.reportedAt),
        reporting_doctor: VISIT.laboratory,
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
    ? { key: `reports/${randomUUID()}.pdf`, bytes: await bloodCountSheetPdf(demoSheet(child, visitDate)) }
    : null;
  if (storage && sheet) await storage.put(sheet.key, sheet.bytes, 'application/pdf');
  await insertDemoVisit(db, child, visitDate, sheet);
};
