import { apiGet, apiPost } from './api.ts';
import { staffToken } from './chat-flows.ts';

/**
 * 图文问诊 is only offered by a doctor who can answer it: a doctor with an active console sign-in
 * (issue 22). The demo seeds one (林晓岚, doctor 1, the `doctor` sign-in); a spec that asks another
 * demo doctor first gives that doctor a sign-in, as an administrator would in 工作人员 and 医生管理.
 */
const K = '/api/console/consult';
const ALWAYS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));

const ensureSignIn = async (doctorId: number): Promise<void> => {
  const manager = await staffToken('manager');
  const page = await apiGet<{ list: { doctorId: number; name: string; staffId: number | null }[] }>(
    '/api/console/clinic/doctor/list',
    { pageNum: 1, pageSize: 100 },
    manager,
  );
  const doctor = page.list.find((d) => d.doctorId === doctorId);
  if (!doctor) throw new Error(`no doctor ${doctorId}`);
  if (doctor.staffId !== null) return;
  const admin = await staffToken('admin');
  const { staffId } = await apiPost<{ staffId: number }>(
    '/api/console/staff/create',
    {
      username: `dr_e2e_${doctorId}`,
      displayName: doctor.name,
      role: 'doctor',
      password: `Doctor-${doctorId}-e2e-2026`,
    },
    admin,
  );
  await apiPost('/api/console/clinic/doctor/update', { doctorId, staffId }, admin);
};

/** Turns a demo doctor's 图文问诊 on, on duty every hour of the week, giving the doctor a sign-in first. */
export const offerConsultation = async (
  doctorId: number,
  terms: { priceFen?: number; acceptMinutes?: number; answerMinutes?: number } = {},
) => {
  await ensureSignIn(doctorId);
  return apiPost(
    `${K}/service/save`,
    {
      doctorId,
      priceFen: terms.priceFen ?? 3900,
      ...(terms.acceptMinutes ? { acceptMinutes: terms.acceptMinutes } : {}),
      ...(terms.answerMinutes ? { answerMinutes: terms.answerMinutes } : {}),
      workingHours: ALWAYS,
      enabled: true,
    },
    await staffToken('manager'),
  );
};
