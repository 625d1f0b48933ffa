import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { staffIdOfDoctor } from '../clinic/clinic.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { alertStaff } from '../staff-alerts/staff-alerts.service.ts';
import { activeManagerIds } from '../staff/doctor-accounts.service.ts';
import * as repo from './inquiries.repository.ts';

const SEPARATOR = '、';

/** Five minutes after a red flag, an inquiry no doctor has opened is told to every manager. */
export const RED_FLAG_ESCALATION_JOB = 'inquiry-red-flag-escalation';
export const RED_FLAG_ESCALATION_MINUTES = 5;

/** The console page of an inquiry (apps/console-web's inquiryPagePath). */
const consolePage = (inquiryId: number) => `/consult/inquiry/${inquiryId}`;

/**
 * An emergency sign read in the parent's chat (issue 23, chat calls this in the message's transaction):
 * the inquiry keeps the time of its first red flag and every sign named, so the doctors' inbox puts it
 * first and says why. The first one also tells the inquiry's doctor in the console at once (a doctor
 * with no sign-in: the managers at once) and queues the check five minutes on. Returns the signs that
 * are new for this inquiry (only those get advice).
 */
export const markRedFlag = async (
  db: Db,
  inquiry: { id: number; doctor_id: number },
  signs: readonly string[],
  now: Date,
): Promise<string[]> => {
  const held = (await repo.findRedFlagSigns(db, inquiry.id))?.split(SEPARATOR).filter(Boolean) ?? [];
  const fresh = signs.filter((s) => !held.includes(s));
  if (fresh.length === 0) return [];
  await repo.addRedFlagSigns(db, inquiry.id, [...held, ...fresh].join(SEPARATOR), nowIso(now));
  if (held.length === 0) {
    const doctorStaff = await staffIdOfDoctor(db, inquiry.doctor_id);
    await alertStaff(
      db,
      doctorStaff === null ? await activeManagerIds(db) : [doctorStaff],
      {
        kind: 'redFlag',
        subjectKey: `inquiry:${inquiry.id}`,
        title: '问诊出现危险信号',
        body: `图文问诊 #${inquiry.id}：家长提到${fresh.join(SEPARATOR)}，已提示家长立即就医。请尽快查看。`,
        link: consolePage(inquiry.id),
      },
      now,
    );
    await enqueueJob(db, {
      kind: RED_FLAG_ESCALATION_JOB,
      payload: { inquiryId: inquiry.id },
      runAt: new Date(now.getTime() + RED_FLAG_ESCALATION_MINUTES * 60_000),
      dedupeKey: `inquiry-red-flag:${inquiry.id}`,
    });
  }
  return fresh;
};

/** The inquiry's own doctor opened it: the red flag has been seen, and no manager need be told. */
export const markRedFlagSeen = (db: Db, inquiryId: number, now = new Date()) =>
  repo.setRedFlagSeen(db, inquiryId, nowIso(now));

/**
 * The check five minutes on: a red-flag inquiry still open (waiting or in progress) that its doctor
 * has not opened is told to every active manager, once.
 */
export const escalateUnseenRedFlag = async (ctx: AppContext, payload: Record<string, unknown>) => {
  const inquiryId = Number(payload.inquiryId);
  await inTransaction(ctx.db, async (trx) => {
    const inquiry = await repo.findInquiry(trx, inquiryId);
    if (!inquiry || inquiry.red_flag_at === null || inquiry.red_flag_seen_at !== null) return;
    if (inquiry.status !== 'waiting' && inquiry.status !== 'inProgress') return;
    await alertStaff(trx, await activeManagerIds(trx), {
      kind: 'redFlagUnseen',
      subjectKey: `inquiry:${inquiry.id}`,
      title: '危险信号问诊无人查看',
      body: `图文问诊 #${inquiry.id} 出现危险信号（${redFlagSignsOf(inquiry.red_flag_signs).join(SEPARATOR)}）已超过${RED_FLAG_ESCALATION_MINUTES}分钟，接诊医生仍未查看。请联系医生或安排其他医生处理。`,
      link: consolePage(inquiry.id),
    });
  });
};

export const redFlagSignsOf = (signs: string | null): string[] =>
  signs?.split(SEPARATOR).filter(Boolean) ?? [];
