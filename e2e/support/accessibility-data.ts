import { addCalendarDays, clinicToday } from '@sprout/domain';
import { apiGet, apiPost, DEMO } from './api.ts';

/** What the accessibility run shows the demo parent: its own doctor, bookings and measurements. */

const B = '/opordering/wechatapp';
const P = '/api/console/clinic';

/**
 * A department and doctor of the accessibility run's own (afternoons, the coming week), so that no
 * other spec's seats are taken; returns them with tomorrow's first free slot (today's afternoon may
 * already be over).
 */
export const accessibilityDoctor = async () => {
  const { token } = await apiPost<{ token: string }>('/api/console/auth/login', DEMO.staff.manager);
  const dept = await apiPost<{ departmentId: number }>(
    `${P}/department/create`,
    { facilityId: 1, name: '无障碍检查科', intro: '端到端测试科室', sort: 9998 },
    token,
  );
  const { doctorId } = await apiPost<{ doctorId: number }>(
    `${P}/doctor/create`,
    {
      name: '安医生',
      title: '主治医师',
      speciality: '儿童生长发育评估',
      introduction: '端到端测试医生。',
      registrationFeeFen: 2000,
      departmentId: dept.departmentId,
    },
    token,
  );
  const afternoon = {
    period: 'pm',
    startTime: '14:00',
    endTime: '16:00',
    slotMinutes: 30,
    capacityPerSlot: 2,
  };
  for (let weekday = 1; weekday <= 7; weekday++)
    await apiPost(`${P}/schedule/saveTemplate`, { doctorId, weekday, ...afternoon }, token);
  const today = clinicToday();
  await apiPost(
    `${P}/schedule/generate`,
    { facilityId: 1, doctorId, from: today, to: addCalendarDays(today, 8) },
    token,
  );
  const date = addCalendarDays(today, 1);
  const { slots } = await apiGet<{ slots: { slotId: number; canBook: boolean }[] }>(`${B}/getDaySlots`, {
    doctorId,
    date,
  });
  const slot = slots.find((s) => s.canBook);
  if (!slot) throw new Error(`no free slot for doctor ${doctorId} on ${date}`);
  return { deptId: dept.departmentId, doctorId, date, slotId: slot.slotId };
};

/** The demo parent's 乐乐 (demo-clinic seed). */
export const demoChild = async (token: string): Promise<number> => {
  const { list } = await apiPost<{ list: { babyId: number; babyName: string }[] }>(
    '/online/usercenter/pageBabyInfo',
    { pageNum: 1, pageSize: 10 },
    token,
  );
  const leLe = list.find((b) => b.babyName === '乐乐');
  if (!leLe) throw new Error('the demo parent has no 乐乐');
  return leLe.babyId;
};

/** Books the slot for the baby; the order waits for payment. */
export const bookSlot = async (token: string, babyId: number, slotId: number) => {
  const booked = await apiPost<{ weId: number; orderNo: string | null }>(
    `${B}/addAppointment`,
    { babyId, slotId, visitReason: '身高增长慢，想做生长评估' },
    token,
  );
  return { weId: booked.weId, orderNo: booked.orderNo ?? '' };
};

/**
 * Two home measurements a year and a month ago, and the 身高报告 of the later one: the curve has a
 * line, the report pages have something to show.
 */
export const measureTwice = async (token: string, babyId: number) => {
  const today = clinicToday();
  let measurementId = 0;
  for (const [daysAgo, heightCm, weightKg] of [
    [365, 98.2, 15.1],
    [30, 104.5, 17.0],
  ] as const) {
    const saved = await apiPost<{ measurementId: number }>(
      '/api/growth/addMeasurement',
      { babyId, measuredOn: addCalendarDays(today, -daysAgo), heightCm, weightKg },
      token,
    );
    measurementId = saved.measurementId;
  }
  const { evaluationId } = await apiPost<{ evaluationId: number }>(
    '/online/usercenter/addEvaluating',
    { babyId, measurementId },
    token,
  );
  return { measurementId, evaluationId };
};

/** A share link of the report: the path a stranger opens. */
export const shareReport = async (token: string, evaluationId: number): Promise<string> =>
  (await apiPost<{ sharePath: string }>('/online/usercenter/homePageShare', { evaluationId }, token))
    .sharePath;
