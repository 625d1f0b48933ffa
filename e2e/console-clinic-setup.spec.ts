import { apiGet, apiPost, DEMO, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { pickOption, signInStaff } from './support/staff-flows.ts';

/**
 * The clinic setup console: a manager creates a department and a doctor in it (fee typed in yuan,
 * stored in fen), edits the facility's booking window (and puts it back: other specs book facility 1),
 * opens the doctor's QR card and prints it alone; a doctor account sees none of these pages.
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const C = '/api/console/clinic';

interface Page_<T> {
  list: T[];
  total: number;
}
interface Doctor {
  doctorId: number;
  name: string;
  departmentId: number;
  registrationFeeFen: number;
  updatedBy: string | null;
}
interface Facility {
  facilityId: number;
  bookingWindowDays: number;
  updatedBy: string | null;
}

const staffToken = async (who: keyof typeof DEMO.staff) =>
  (await apiPost<{ token: string }>('/api/console/auth/login', DEMO.staff[who])).token;

const SETUP_PAGES = ['nav-facilities', 'nav-departments', 'nav-doctors'] as const;

test('a manager sets up a department, a doctor with a yuan fee, the booking window and a QR card', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const suffix = String(Date.now() % 100_000);
  const department = `E2E科室${suffix}`;
  const doctorName = `测医生${suffix}`;
  const token = await staffToken('manager');

  await signInStaff(page, 'manager');
  for (const testId of SETUP_PAGES) await expect(page.getByTestId(testId)).toBeVisible();

  // 科室: create one, and it is listed with who made it.
  await page.getByTestId('nav-departments').click();
  await expect(page.getByRole('heading', { name: '科室管理' })).toBeVisible();
  await page.getByTestId('department-create').click();
  await page.getByTestId('department-form-name').fill(department);
  await page.getByTestId('department-form-intro').fill('端到端测试建立的科室');
  await page.getByTestId('department-form-sort').fill('90');
  await page.getByTestId('department-form-submit').click();
  const departmentRow = page.getByTestId(`department-row-${department}`);
  await expect(departmentRow).toContainText('开放');
  await expect(departmentRow).toContainText('郑经理');
  await screenshot(page, 'console-clinic-1-department-created');

  // 医生: a fee with three decimals is refused on the form; 25.50 yuan is stored as 2550 fen.
  await page.getByTestId('nav-doctors').click();
  await page.getByTestId('doctor-create').click();
  await page.getByTestId('doctor-form-name').fill(doctorName);
  await page.getByTestId('doctor-form-title').fill('主治医师');
  await pickOption(page, 'doctor-form-department', department);
  await page.getByTestId('doctor-form-speciality').fill('儿童生长发育评估');
  await page.getByTestId('doctor-form-fee').fill('25.555');
  await page.getByTestId('doctor-form-submit').click();
  await expect(page.getByText('请输入正确的金额，最多两位小数')).toBeVisible();
  await page.getByTestId('doctor-form-fee').fill('25.50');
  await page.getByTestId('doctor-form-submit').click();
  await expect(page.getByText(`已新建医生 ${doctorName}`)).toBeVisible();

  const found = await apiGet<Page_<Doctor>>(`${C}/doctor/list`, { keyword: doctorName }, token);
  expect(found.list).toHaveLength(1);
  const [doctor] = found.list;
  if (!doctor) throw new Error(`${doctorName} is not in the doctor list`);
  expect(doctor.registrationFeeFen).toBe(2550);
  expect(doctor.updatedBy).toBe('郑经理');

  await page.getByTestId('doctor-filter-keyword').locator('input').fill(doctorName);
  await page.getByTestId('doctor-filter-keyword').locator('input').press('Enter');
  const doctorRow = page.getByTestId(`doctor-row-${doctor.doctorId}`);
  await expect(doctorRow).toContainText('¥25.50');
  await expect(doctorRow).toContainText(department);
  await expect(doctorRow).toContainText('郑经理');
  await screenshot(page, 'console-clinic-2-doctor-created');

  // 二维码: the card shows the doctor, the QR image and the booking link; printing shows the card alone.
  await doctorRow.getByTestId('doctor-qr').click();
  const card = page.getByTestId('doctor-qr-card');
  await expect(card.getByTestId('doctor-qr-name')).toHaveText(doctorName);
  const image = card.getByTestId('doctor-qr-image');
  await expect(image).toBeVisible();
  expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(card.getByTestId('doctor-qr-link')).toHaveText(
    new RegExp(`/appointment/#/pages/newAppoinmentQr/index\\?facilityId=1&doctorId=${doctor.doctorId}$`),
  );
  await screenshot(page, 'console-clinic-3-qr-card');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('doctor-qr-print')).toBeHidden();
  await expect(page.getByTestId('console-nav')).toBeHidden();
  await expect(card).toBeVisible();
  await screenshot(page, 'console-clinic-4-qr-print');
  await page.emulateMedia({ media: 'screen' });
  await page.getByTestId('doctor-qr-close').click();
  await expect(card).toBeHidden();

  // 停用: the confirm says what parents will meet; the doctor is stopped, then resumed.
  await doctorRow.getByTestId('doctor-toggle-status').click();
  await expect(page.getByTestId('doctor-status-effect')).toContainText('状态异常');
  await screenshot(page, 'console-clinic-5-doctor-stop-confirm');
  await page.getByTestId('doctor-status-confirm').click();
  await expect(doctorRow.getByTestId('status-stopped')).toBeVisible();
  await expect(doctorRow.getByTestId('doctor-toggle-status')).toHaveText(/^启\s?用$/);
  const stopped = await apiGet<Page_<Doctor & { status: string }>>(
    `${C}/doctor/list`,
    { keyword: doctorName },
    token,
  );
  expect(stopped.list[0]?.status).toBe('stopped');
  await doctorRow.getByTestId('doctor-toggle-status').click();
  await page.getByTestId('doctor-status-confirm').click();
  await expect(doctorRow.getByTestId('status-active')).toBeVisible();
  await expect(doctorRow.getByTestId('doctor-toggle-status')).toHaveText(/^停\s?用$/);

  // 院区与预约设置: the booking window goes up by one day; put back afterwards for the other specs.
  const before = await apiGet<Facility>(`${C}/facility/detail`, { facilityId: 1 }, token);
  const widened = before.bookingWindowDays >= 30 ? 29 : before.bookingWindowDays + 1;
  try {
    await page.getByTestId('nav-facilities').click();
    await page.getByTestId('facility-row-1').getByTestId('facility-edit').click();
    await expect(page.getByTestId('booking-rules-preview')).toContainText('此刻家长可预约今天至');
    const windowDays = page.getByTestId('facility-form-window-days');
    await windowDays.fill('31');
    await page.getByTestId('facility-edit-submit').click();
    await expect(page.getByText('可预约天数应为1-30天')).toBeVisible();
    await windowDays.fill(String(widened));
    await expect(page.getByTestId('booking-rules-preview')).toContainText(`放出第 ${widened} 天的号源`);
    await screenshot(page, 'console-clinic-6-facility-edit');
    await page.getByTestId('facility-edit-submit').click();
    await expect(page.getByText('已保存，家长端即时生效')).toBeVisible();
    await expect(page.getByTestId('facility-row-1')).toContainText(`可约 ${widened} 天`);
    await expect(page.getByTestId('facility-row-1')).toContainText('郑经理');
    const after = await apiGet<Facility>(`${C}/facility/detail`, { facilityId: 1 }, token);
    expect(after.bookingWindowDays).toBe(widened);
    expect(after.updatedBy).toBe('郑经理');
    await screenshot(page, 'console-clinic-7-facility-saved');
  } finally {
    await apiPost(
      `${C}/facility/update`,
      { facilityId: 1, bookingWindowDays: before.bookingWindowDays },
      token,
    );
  }
});

test('a doctor account sees none of the clinic setup pages', async ({ page }) => {
  await signInStaff(page, 'doctor');
  await expect(page.getByTestId('console-nav')).toBeVisible();
  for (const testId of SETUP_PAGES) await expect(page.getByTestId(testId)).toHaveCount(0);
  await expect(page.getByTestId('dashboard-card-doctors')).toHaveCount(0);
  await page.goto('/console/#/clinic/doctors');
  await expect(page.getByText('无权访问')).toBeVisible();
  await expect(page.getByTestId('doctor-create')).toHaveCount(0);
  await screenshot(page, 'console-clinic-8-doctor-forbidden');
});
