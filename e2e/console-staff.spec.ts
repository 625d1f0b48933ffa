import { DEMO, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { CONSOLE_DESKTOP } from './support/staff-flows.ts';

test.use(CONSOLE_DESKTOP);

const signIn = async (page: import('@playwright/test').Page, username: string, password: string) => {
  await page.goto('/console/#/login');
  await page.getByTestId('staff-username').fill(username);
  await page.getByTestId('staff-password').fill(password);
  await page.getByTestId('staff-login-submit').click();
};

test('an admin creates a doctor account; the doctor signs in and cannot manage staff', async ({ page }) => {
  await signIn(page, DEMO.staff.admin.username, DEMO.staff.admin.password);
  await expect(page.getByTestId('current-staff-role')).toContainText('系统管理员');
  await page.getByTestId('nav-staff').click();
  await page.getByTestId('staff-create').click();
  await page.getByTestId('staff-form-username').fill('dr_e2e_zhou');
  await page.getByTestId('staff-form-display-name').fill('周医生');
  await page.getByTestId('staff-form-password').fill('Doctor2026zhou');
  await page.getByTestId('staff-create-submit').click();
  await expect(page.getByTestId('staff-row-dr_e2e_zhou')).toContainText('医生');
  await screenshot(page, 'console-1-staff-created');
  await page.getByTestId('logout').click();

  await signIn(page, 'dr_e2e_zhou', 'Doctor2026zhou');
  await expect(page.getByTestId('current-staff-name')).toContainText('周医生');
  await expect(page.getByTestId('nav-staff')).toHaveCount(0);
  await page.goto('/console/#/staff');
  await expect(page.getByText('无权访问')).toBeVisible();
  await screenshot(page, 'console-2-doctor-forbidden');
});

test('a parent token opens nothing in the console', async ({ request }) => {
  const res = await request.get('/api/console/auth/me', {
    headers: { authorization: 'Bearer not-a-staff-token' },
  });
  expect((await res.json()).code).toBe(1000);
});
