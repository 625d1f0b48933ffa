import { DatabaseSync } from 'node:sqlite';
import { clinicClock } from '@sprout/domain';
import { apiGet, apiPost, DEMO, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { specMobile, watchToasts } from './support/parent-flows.ts';
import { signInStaff } from './support/staff-flows.ts';

/**
 * The small findings of issue 13, walking the product as a new parent and a clinic manager would:
 * no SMS code before the agreements are accepted, the bind-phone page's own title, the manager's
 * role name, and no 停诊 for a half-day that is already over.
 */

test('获取验证码 needs the agreements first, with the words the login uses', async ({ page, server }) => {
  const mobile = specMobile(85);
  await page.goto('/appointment/#/pages/home/register');
  const toasts = await watchToasts(page);
  await page.getByTestId('login-mobile').fill(mobile);
  await page.getByTestId('login-send-code').click();
  await expect.poll(toasts).toContain('请先阅读并同意《用户协议》《隐私政策》');
  await expect(page.getByTestId('login-send-code')).toHaveText('获取验证码');
  const outbox = await apiGet<{ list: unknown[] }>('/dev/sms-outbox', { mobile }, undefined, server.url);
  expect(outbox.list).toHaveLength(0);

  await page.getByTestId('login-agree').check();
  await page.getByTestId('login-send-code').click();
  await expect(page.getByTestId('login-send-code')).toContainText('秒后重新获取');
});

test('the bind-phone page is titled 绑定手机号, the login page 登录', async ({ page }) => {
  await page.goto('/appointment/#/pages/home/register?mode=bind');
  await expect(page).toHaveTitle('绑定手机号');
  await expect(page.locator('.sp-page')).toContainText('绑定手机号');
  await page.goto('/appointment/#/pages/home/register');
  await expect(page).toHaveTitle('登录');
});

test('the console names the manager 经理, and an ended half-day offers no 停诊', async ({ page, server }) => {
  test.setTimeout(60_000);
  // A doctor of this test's own, with one session today whose only slot ended two minutes ago.
  const token = (await apiPost<{ token: string }>('/api/console/auth/login', DEMO.staff.manager)).token;
  const tag = String(Date.now()).slice(-6);
  const dept = await apiPost<{ departmentId: number }>(
    '/api/console/clinic/department/create',
    { facilityId: 1, name: `E2E结束科${tag}`, intro: '端到端测试科室', sort: 9999 },
    token,
  );
  const doctorName = `终医生${tag}`;
  const doctor = await apiPost<{ doctorId: number }>(
    '/api/console/clinic/doctor/create',
    {
      name: doctorName,
      title: '主治医师',
      speciality: '儿童保健',
      introduction: '端到端测试医生。',
      registrationFeeFen: 0,
      departmentId: dept.departmentId,
    },
    token,
  );
  const start = clinicClock(new Date(Date.now() - 3 * 60_000));
  const end = clinicClock(new Date(Date.now() - 2 * 60_000));
  const db = new DatabaseSync(server.sqlitePath);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const session = db
      .prepare(
        "INSERT INTO clinic_sessions (doctor_id, facility_id, date, period, status, updated_at) VALUES (?, 1, ?, ?, 'open', ?) RETURNING id",
      )
      .get(doctor.doctorId, end.date, end.time < '12:00' ? 'am' : 'pm', new Date().toISOString());
    db.prepare(
      'INSERT INTO slots (session_id, doctor_id, date, start_time, end_time, capacity, booked) VALUES (?, ?, ?, ?, ?, 2, 0)',
    ).run(
      Number(session?.id),
      doctor.doctorId,
      end.date,
      start.date === end.date ? start.time : '00:00',
      end.time,
    );
  } finally {
    db.close();
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInStaff(page, 'manager');
  await expect(page.getByTestId('current-staff-role')).toHaveText('经理');
  await page.getByTestId('nav-clinic-sessions').click();
  await expect(page.getByRole('heading', { name: '出诊安排' })).toBeVisible();
  // Narrowed to this test's doctor: other specs add sessions today too, more than one page of them.
  await page.goto(`/console/#/schedules/sessions?doctorId=${doctor.doctorId}`);
  const row = page.locator('[data-testid^="session-row-"]').filter({ hasText: doctorName });
  await expect(row).toContainText('出诊');
  await expect(row.getByTestId('session-stop')).toHaveCount(0);
  await expect(row.locator('input[type="checkbox"]')).toBeDisabled();
  await screenshot(page, 'console-ended-session');
});
