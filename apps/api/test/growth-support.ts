import { addDays, clinicToday } from '@sprout/domain';
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

/** Helpers shared by the growth suites. Dates are relative to the clinic's today, so tests never age. */

export const G = '/api/growth';
export const U = '/online/usercenter';
export const C = '/api/console/growth';

export const today = () => clinicToday();
export const daysAgo = (n: number) => addDays(clinicToday(), -n);

export interface BabyOptions {
  name?: string;
  sex?: '男' | '女';
  birthday?: string;
  gestationalWeeks?: number;
  dadHeight?: number;
  momHeight?: number;
}

export const addGrowthBaby = async (t: TestApp, token: string, o: BabyOptions = {}) => {
  const res = await t.call<{ babyId: number }>('POST', `${U}/addBabyInfo`, {
    token,
    body: {
      babyName: o.name ?? '小苗',
      sex: o.sex ?? '男',
      birthday: o.birthday ?? daysAgo(400),
      guardianConsent: true,
      ...(o.gestationalWeeks !== undefined ? { gestationalWeeks: o.gestationalWeeks } : {}),
      ...(o.dadHeight !== undefined ? { dadHeight: o.dadHeight } : {}),
      ...(o.momHeight !== undefined ? { momHeight: o.momHeight } : {}),
    },
  });
  expect(res.body.success, res.raw).toBe(true);
  return res.body.data.babyId;
};

/** Creates the clinic's patient record for the baby (the parent's phone) and links it; returns the pid. */
export const linkRecord = async (t: TestApp, token: string, babyId: number) => {
  const res = await t.call<{ pid: string }>('POST', '/opordering/wechatapp/addBindRecordBaby', {
    token,
    body: { babyId },
  });
  expect(res.body.success, res.raw).toBe(true);
  return res.body.data.pid;
};

export interface Measured {
  measuredOn: string;
  heightCm?: number;
  posture?: 'lying' | 'standing';
  weightKg?: number;
  headCircumferenceCm?: number;
  note?: string;
  confirmUnusual?: boolean;
}

export const addHome = async (t: TestApp, token: string, babyId: number, m: Measured) => {
  const res = await t.call<{ measurementId: number }>('POST', `${G}/addMeasurement`, {
    token,
    body: { babyId, ...m },
  });
  expect(res.body.success, res.raw).toBe(true);
  return res.body.data.measurementId;
};

export const addClinic = async (t: TestApp, staffToken: string, babyId: number, m: Measured) => {
  const res = await t.call<{ measurementId: number; flags: { code: string }[] }>(
    'POST',
    `${C}/addMeasurement`,
    { token: staffToken, body: { babyId, ...m } },
  );
  expect(res.body.success, res.raw).toBe(true);
  return res.body.data;
};

export const fieldsOf = (body: { data: unknown }) =>
  (body.data as { fields?: Record<string, string> } | null)?.fields ?? {};

/** Audit rows about a baby, written by a staff member, with an action. */
export const auditRows = (t: TestApp, babyId: number, action: string) =>
  t.ctx.db.kysely
    .selectFrom('audit_log')
    .select(['actor_type', 'actor_id', 'action', 'subject_type', 'subject_id', 'detail', 'created_at'])
    .where('subject_type', '=', 'baby')
    .where('subject_id', '=', String(babyId))
    .where('action', '=', action)
    .orderBy('id')
    .execute();
