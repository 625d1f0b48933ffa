import { addDays, clinicToday, weekdayOf } from '@sprout/domain';
import { apiGet, apiPost, baseUrl, DEMO, loginParentViaApi, screenshot } from './support/api.ts';
import { checkAnswers, expect, test } from './support/fixtures.ts';
import { pickOption, signInStaff } from './support/staff-flows.ts';
import { specMobile } from './support/parent-flows.ts';
import { payOnSandbox } from './support/sandbox-pay.ts';
import { phoneContext } from './support/phone.ts';

/**
 * The schedule console: a manager gives a NEW doctor (made here, in a new department, so the demo
 * doctors other specs book stay untouched) a weekly template, generates slots, a parent sees and
 * books one, the manager stops that clinic (the booking is cancelled) and reopens it; holidays on a
 * day without clinics; the doctor's day. Parents: specMobile(12) and specMobile(13).
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const C = '/api/console/clinic';
const W = '/opordering/wechatapp';
const WEEKDAYS = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'];

const staffToken = async (who: keyof typeof DEMO.staff) =>
  (await apiPost<{ token: string }>('/api/console/auth/login', DEMO.staff[who])).token;

interface Slot {
  slotId: number;
  startTime: string;
  canBook: boolean;
  free: number;
}

const newBaby = async (token: string, babyName: string) =>
  (
    await apiPost<{ babyId: number }>(
      '/online/usercenter/addBabyInfo',
      { babyName, sex: '女', birthday: '2023-03-15', guardianConsent: true },
      token,
    )
  ).babyId;

const book = (token: string, babyId: number, slotId: number, visitReason: string) =>
  apiPost<{ weId: number; status: string; orderNo: string | null }>(
    `${W}/addAppointment`,
    { babyId, slotId, visitReason },
    token,
  );

test('a manager schedules a new doctor; the parent sees and books the slots; stopping the clinic cancels the booking', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const manager = await staffToken('manager');
  const suffix = String(Date.now()).slice(-6);
  const department = await apiPost<{ departmentId: number }>(
    `${C}/department/create`,
    { facilityId: 1, name: `排班科${suffix}`, intro: '排班端到端测试' },
    manager,
  );
  const doctorName = `排班医生${suffix}`;
  const doctor = await apiPost<{ doctorId: number }>(
    `${C}/doctor/create`,
    {
      name: doctorName,
      title: '主治医师',
      speciality: '儿童保健',
      registrationFeeFen: 0,
      departmentId: department.departmentId,
    },
    manager,
  );
  // Tomorrow: inside the booking window, released, and never past the same-day cut-off.
  const day = addDays(clinicToday(), 1);
  const weekday = weekdayOf(day);

  await test.step('the manager adds the weekly template and sees its slots previewed', async () => {
    await signInStaff(page, 'manager');
    await page.getByTestId('nav-schedule-templates').click();
    await expect(page.getByRole('heading', { name: '排班模板' })).toBeVisible();
    await page.getByTestId('template-create').click();
    await pickOption(page, 'template-form-doctor', doctorName);
    await pickOption(page, 'template-form-weekday', WEEKDAYS[weekday] ?? '', { search: false });
    await page.getByTestId('template-form-start').fill('09:00');
    await page.getByTestId('template-form-end').fill('11:00');
    await page.getByTestId('template-form-capacity').fill('2');
    await page.getByTestId('template-form-slot-minutes').click();
    await expect(page.getByTestId('template-form-preview')).toContainText('4 个号源 · 共 8 人');
    await expect(page.getByTestId('template-form-preview')).toContainText('10:30-11:00');
    await screenshot(page, 'schedules-1-template-form');
    await page.getByTestId('template-form-submit').click();
    const row = page.getByTestId(`template-row-${doctor.doctorId}-${weekday}-am`);
    await expect(row).toContainText('09:00-11:00');
    await expect(row).toContainText('4 个号源 · 共 8 人');
    await expect(row).toContainText('郑经理');
  });

  await test.step('生成号源 for two weeks creates two clinics of four slots', async () => {
    await page.getByTestId('template-generate').click();
    await pickOption(page, 'generate-doctor', doctorName);
    await page.getByTestId('generate-submit').click();
    await expect(page.getByTestId('generate-result')).toContainText('已生成 2 个出诊、8 个号源');
    await screenshot(page, 'schedules-2-generated');
    await page.getByTestId('generate-submit').click();
    await expect(page.getByTestId('generate-result')).toContainText('没有新生成的出诊');
    await page.getByTestId('generate-close').click();
  });

  const parent = await loginParentViaApi(specMobile(12));
  let slots: Slot[] = [];
  await test.step('the parent sees the new slots through the booking API', async () => {
    const month = await apiGet<{ days: { date: string; status: string; free: number; total: number }[] }>(
      `${W}/getMonthView`,
      { doctorId: doctor.doctorId, month: day.slice(0, 7) },
    );
    expect(month.days.find((d) => d.date === day)).toMatchObject({ status: 'open', free: 8, total: 8 });
    slots = (await apiGet<{ slots: Slot[] }>(`${W}/getDaySlots`, { doctorId: doctor.doctorId, date: day }))
      .slots;
    expect(slots.map((s) => [s.startTime, s.free, s.canBook])).toEqual([
      ['09:00', 2, true],
      ['09:30', 2, true],
      ['10:00', 2, true],
      ['10:30', 2, true],
    ]);
  });

  await test.step("…and on the doctor's QR page, on a phone", async () => {
    const phone = await phoneContext(browser, baseUrl());
    await checkAnswers(phone);
    const qr = await phone.newPage();
    await qr.addInitScript(
      ([token, mobile]) =>
        localStorage.setItem(
          'sprout.user',
          JSON.stringify({ state: { token, uid: 'u', userId: 0, phone: mobile }, version: 1 }),
        ),
      [parent, specMobile(12)],
    );
    await qr.goto(
      `/appointment/#/pages/newAppoinmentQr/index?facilityId=1&doctorId=${doctor.doctorId}&month=${day.slice(0, 7)}&date=${day}`,
    );
    await expect(qr.getByTestId('booking-doctor-profile')).toContainText(doctorName);
    await expect(qr.getByTestId(`booking-day-${day}`)).toHaveAttribute('data-status', 'open');
    for (const s of slots)
      await expect(qr.getByTestId(`booking-slot-${s.slotId}`)).toHaveAttribute('data-can-book', 'true');
    await expect(qr.getByTestId(`booking-slot-${slots[0]?.slotId}`)).toContainText('09:00-09:30');
    await screenshot(qr, 'schedules-2b-parent-qr-page');
    await phone.close();
  });

  const babyId = await newBaby(parent, '排班小芽');
  const slot = slots.find((s) => s.canBook);
  if (!slot) throw new Error('no bookable slot of the new doctor');
  const booked = await book(parent, babyId, slot.slotId, '体检');
  expect(booked).toMatchObject({ status: 'booked', orderNo: null });

  await test.step('the manager stops that clinic: one booking cancelled, no refund for a free slot', async () => {
    await page.getByTestId('nav-clinic-sessions').click();
    await pickOption(page, 'session-filter-doctor', doctorName);
    const rows = page.locator('[data-testid^="session-row-"]');
    await expect(rows).toHaveCount(2);
    const row = rows.filter({ hasText: day });
    await expect(row.getByTestId('session-booked')).toHaveText('1');
    await row.locator('input[type="checkbox"]').check();
    await page.getByTestId('session-stop-selected').click();
    await expect(page.getByTestId('stop-warning')).toContainText('已预约的 1 位家长');
    await expect(page.getByTestId('stop-warning')).toContainText('原路退回');
    await page.getByTestId('stop-submit').click();
    await expect(page.getByText('请输入停诊原因')).toBeVisible();
    await page.getByTestId('stop-reason').fill('医生外出会诊');
    await screenshot(page, 'schedules-3-stop-confirm');
    await page.getByTestId('stop-submit').click();
    await expect(page.getByTestId('stop-outcome')).toContainText(
      '已停诊 1 个出诊，取消预约 1 个，已通知家长，无需退款',
    );
    await expect(row.getByTestId('session-stopped')).toBeVisible();
    await expect(row).toContainText('医生外出会诊');
    await expect(row.getByTestId('session-booked')).toHaveText('0');
    await screenshot(page, 'schedules-4-stopped');
  });

  await test.step("the parent's appointment is cancelled and the day shows stopped", async () => {
    const detail = await apiGet<{ status: string; cancelReason: string | null }>(
      `${W}/getAppointmentDetail`,
      { weId: booked.weId },
      parent,
    );
    expect(detail.status).toBe('cancelled');
    expect(detail.cancelReason).toContain('医生外出会诊');
    const after = await apiGet<{ slots: Slot[] }>(`${W}/getDaySlots`, {
      doctorId: doctor.doctorId,
      date: day,
    });
    expect(after.slots.every((s) => !s.canBook)).toBe(true);
  });

  await test.step('恢复出诊 opens the slots again; the cancelled booking stays cancelled', async () => {
    const row = page.locator('[data-testid^="session-row-"]').filter({ hasText: day });
    await row.getByTestId('session-reopen').click();
    await page.getByTestId('session-reopen-confirm').click();
    await expect(row).toContainText('出诊');
    await expect(row.getByTestId('session-stopped')).toHaveCount(0);
    const reopened = await apiGet<{ slots: Slot[] }>(`${W}/getDaySlots`, {
      doctorId: doctor.doctorId,
      date: day,
    });
    expect(reopened.slots.filter((s) => s.canBook)).toHaveLength(4);
    const detail = await apiGet<{ status: string }>(
      `${W}/getAppointmentDetail`,
      { weId: booked.weId },
      parent,
    );
    expect(detail.status).toBe('cancelled');
  });

  await test.step('several selected clinics stop at once', async () => {
    const rows = page.locator('[data-testid^="session-row-"]');
    for (const i of [0, 1]) await rows.nth(i).locator('input[type="checkbox"]').check();
    await expect(page.getByTestId('session-stop-selected')).toContainText('已选 2 个');
    await page.getByTestId('session-stop-selected').click();
    await expect(page.getByTestId('stop-warning')).toContainText('号源关闭');
    await page.getByTestId('stop-reason').fill('院内培训');
    await page.getByTestId('stop-submit').click();
    await expect(page.getByTestId('stop-outcome')).toContainText('已停诊 2 个出诊，没有需要取消的预约');
    await expect(rows.getByTestId('session-stopped')).toHaveCount(2);
    await expect(page.getByTestId('session-stop-selected')).toBeDisabled();
  });
});

test('holidays: a manager adds one on a day without clinics and removes it', async ({ page }) => {
  // Far beyond every generated clinic, so no doctor's sessions stop.
  const date = addDays(clinicToday(), 50);
  await signInStaff(page, 'manager');
  await page.getByTestId('nav-holidays').click();
  await page.getByTestId('holiday-create').click();
  await expect(page.getByText('节假日当天，该院区所有医生停诊')).toBeVisible();
  await page.getByTestId('holiday-form-date').fill(date);
  await page.getByTestId('holiday-form-date').press('Enter');
  await page.getByTestId('holiday-form-name').fill('端到端休息日');
  await screenshot(page, 'schedules-5-holiday-form');
  await page.getByTestId('holiday-form-submit').click();
  await expect(page.getByText(`已添加端到端休息日（${date}），当天不生成号源`)).toBeVisible();

  await pickOption(page, 'holiday-filter-year', `${date.slice(0, 4)} 年`, { search: false });
  const row = page.getByTestId(`holiday-row-${date}`);
  await expect(row).toContainText('端到端休息日');
  await expect(row).toContainText('郑经理');
  await screenshot(page, 'schedules-6-holidays');
  await row.getByTestId('holiday-remove').click();
  await page.getByTestId('holiday-remove-confirm').click();
  await expect(row).toHaveCount(0);
});

test("the doctor's day: today's list, marking a paid booking, and another day", async ({ page }) => {
  test.setTimeout(90_000);
  const today = clinicToday();
  const parent = await loginParentViaApi(specMobile(13));
  const babyName = `就诊小禾${String(Date.now()).slice(-4)}`;
  const babyId = await newBaby(parent, babyName);

  /**
   * Books and pays demo doctor 1's LAST bookable slot on `date` (fee 50 yuan; other specs take the
   * first one), or returns null.
   */
  const bookDoctorOne = async (date: string) => {
    const { slots } = await apiGet<{ slots: Slot[] }>(`${W}/getDaySlots`, { doctorId: 1, date });
    const slot = slots.filter((s) => s.canBook).at(-1);
    if (!slot) return null;
    const made = await book(parent, babyId, slot.slotId, '发热两天');
    if (made.orderNo) await payOnSandbox(parent, made.orderNo);
    return { weId: made.weId, startTime: slot.startTime };
  };

  const todays = await bookDoctorOne(today);
  let later: { date: string; weId: number } | null = null;
  for (let i = 1; i <= 7 && !later; i++) {
    const date = addDays(today, i);
    const made = await bookDoctorOne(date);
    if (made) later = { date, weId: made.weId };
  }
  expect(later, 'demo doctor 1 has a bookable slot in the coming week').not.toBeNull();

  await signInStaff(page, 'doctor');
  await expect(page.getByTestId('nav-schedule-templates')).toHaveCount(0);
  await page.getByTestId('nav-doctor-day').click();
  await expect(page.getByRole('heading', { name: '今日就诊' })).toBeVisible();

  if (todays) {
    // A slot of doctor 1 could still be booked today: the doctor marks the child arrived.
    const row = page.getByTestId(`doctor-day-row-${todays.weId}`);
    await expect(row).toContainText(babyName);
    await expect(row).toContainText('发热两天');
    await expect(row).toContainText('待就诊');
    await row.getByTestId('doctor-day-arrived').click();
    await page.getByTestId('doctor-day-arrived-confirm').click();
    await expect(row.getByTestId('doctor-day-status-tag')).toHaveText('已到诊');
    await expect(row.getByTestId('doctor-day-arrived')).toHaveCount(0);
    await screenshot(page, 'schedules-7-doctor-marked');
  } else {
    // Nothing of doctor 1 is bookable today (not a clinic day, or past the cut-off): nobody of ours is listed.
    await expect(
      page.getByTestId('doctor-day-empty').or(page.locator('[data-testid^="doctor-day-row-"]')).first(),
    ).toBeVisible();
    // Unless the clinic day turned over since the bookings (a run at midnight): then today's list is
    // the day the later booking was made for, and our child is rightly on it.
    if (clinicToday() === today) await expect(page.getByText(babyName)).toHaveCount(0);
    await screenshot(page, 'schedules-7-doctor-today');
  }

  if (!later) return;
  // Another day: the paid booking is listed, and can only be marked on the day itself.
  await page.getByTestId('doctor-day-date').click();
  await page.getByTestId('doctor-day-date').fill(later.date);
  await page.getByTestId('doctor-day-date').press('Enter');
  const row = page.getByTestId(`doctor-day-row-${later.weId}`);
  await expect(row).toContainText(babyName);
  await expect(row).toContainText('女');
  await expect(row).toContainText('待就诊');
  await expect(row).toContainText('就诊当天可标记');
  await expect(row.getByTestId('doctor-day-arrived')).toHaveCount(0);
  await screenshot(page, 'schedules-8-doctor-other-day');
  await page.getByTestId('doctor-day-today').click();
  await expect(page.getByTestId(`doctor-day-row-${later.weId}`)).toHaveCount(0);
});
