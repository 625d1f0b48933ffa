import { expect } from 'vitest';
import type { TestApp } from './harness.ts';
import {
  createEncounter,
  createReport,
  makePdf,
  staffToken,
  upload,
  W,
} from './inspection-reports-support.ts';
import type { OwnershipRow } from './ownership-row.ts';

/**
 * R1 rows for the inspection-report parent calls, for ownership.int.test.ts (which the lead wires):
 * spread `reportRows` into its TABLE and merge `await prepareReportIds(t, a)` into its ids. The app
 * must be seeded (the demo doctor enters the visit, report and sheet through the console calls).
 *
 * The PDF byte route GET /opordering/wechatapp/reportFile is not an `api` endpoint (its success is
 * the PDF, not the envelope), so it is not in that table; inspection-reports.int.test.ts checks that
 * another family's fileId answers 4004 with no bytes.
 */
export interface ReportIds {
  /** A's baby linked to a clinic record that has a visit, a report and a PDF sheet. */
  reportBabyId: number;
  reportPid: string;
  encounterId: number;
  reportId: number;
  fileId: number;
}

type Row = OwnershipRow<ReportIds>;

export const reportRows: Row[] = [
  { key: `POST ${W}/encounterList`, input: (a) => ({ body: { babyId: a.reportBabyId } }) },
  { key: `POST ${W}/checkDetails`, input: (a) => ({ body: { reportId: a.reportId } }) },
  { key: `POST ${W}/reportFileList`, input: (a) => ({ body: { babyId: a.reportBabyId } }) },
];

export const prepareReportIds = async (t: TestApp, parentA: { token: string }): Promise<ReportIds> => {
  const added = await t.call<{ babyId: number }>('POST', '/online/usercenter/addBabyInfo', {
    token: parentA.token,
    body: { babyName: 'A的报告宝', sex: '女', birthday: '2021-03-01', guardianConsent: true },
  });
  expect(added.body.success, added.raw).toBe(true);
  const reportBabyId = added.body.data.babyId;
  const linked = await t.call<{ pid: string }>('POST', `${W}/addBindRecordBaby`, {
    token: parentA.token,
    body: { babyId: reportBabyId },
  });
  expect(linked.body.success, linked.raw).toBe(true);
  const doctor = await staffToken(t);
  const encounterId = await createEncounter(t, doctor, { babyId: reportBabyId, visitDate: '2025-03-10' });
  const reportId = await createReport(t, doctor, encounterId);
  const sheet = await upload(t, doctor, { reportId: String(reportId) }, [
    { name: 'A的血常规.pdf', bytes: await makePdf() },
  ]);
  expect(sheet.body.success, sheet.raw).toBe(true);
  return {
    reportBabyId,
    reportPid: linked.body.data.pid,
    encounterId,
    reportId,
    fileId: sheet.body.data.fileId,
  };
};
