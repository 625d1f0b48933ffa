import type { Db } from '../database.ts';
import { nowIso } from '../dialect.ts';

/**
 * The demo's 图文问诊: 林晓岚, whose sign-in the demo doctor uses, answers inquiries in the console, so
 * a fresh demo can be walked end to end (找医生, ask, pay on the sandbox, accept, chat, summary).
 * Hours are the clinic's opening hours plus an evening stretch, every day; outside them the
 * deadlines wait for her next working minute, as they would for a real doctor.
 */
export const DEMO_CONSULTATION = {
  doctorName: '林晓岚',
  priceFen: 3900,
  acceptMinutes: 30,
  answerMinutes: 120,
  followUpMessages: 3,
  followUpHours: 72,
  workingHours: [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
    { weekday, start: '08:30', end: '12:00' },
    { weekday, start: '14:00', end: '20:00' },
  ]),
} as const;

export const seedDemoConsultation = async (db: Db): Promise<void> => {
  const doctor = await db.kysely
    .selectFrom('doctors')
    .select('id')
    .where('name', '=', DEMO_CONSULTATION.doctorName)
    .executeTakeFirst();
  if (!doctor) return;
  await db.kysely
    .insertInto('consultation_services')
    .values({
      doctor_id: doctor.id,
      price_fen: DEMO_CONSULTATION.priceFen,
      accept_minutes: DEMO_CONSULTATION.acceptMinutes,
      answer_minutes: DEMO_CONSULTATION.answerMinutes,
      working_hours: JSON.stringify(DEMO_CONSULTATION.workingHours),
      follow_up_messages: DEMO_CONSULTATION.followUpMessages,
      follow_up_hours: DEMO_CONSULTATION.followUpHours,
      enabled: 1,
      updated_by: null,
      updated_at: nowIso(),
    })
    .execute();
};
