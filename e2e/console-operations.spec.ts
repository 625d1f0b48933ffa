import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { apiPost, DEMO, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { CONSOLE_DESKTOP } from './support/staff-flows.ts';

/**
 * Issue 13 in the console: a manager finds a background job that failed for good on 失败任务 and
 * retries it; an admin sees a staff member locked out by failed logins on 账号管理 and lifts the lock.
 */
test.use(CONSOLE_DESKTOP);

const withDb = <T>(path: string, work: (db: DatabaseSync) => T): T => {
  const db = new DatabaseSync(path);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
};

const signIn = async (page: Page, username: string, password: string) => {
  await page.goto('/console/#/login');
  await page.getByTestId('staff-username').fill(username);
  await page.getByTestId('staff-password').fill(password);
  await page.getByTestId('staff-login-submit').click();
  await expect(page.getByTestId('current-staff-name')).toBeVisible({ timeout: 15_000 });
};

test('a manager retries a failed job on 失败任务', async ({ page, server }) => {
  const now = new Date().toISOString();
  // A reminder whose appointment is gone: its handler finds nothing to do, so the retry ends done.
  const jobId = withDb(server.sqlitePath, (db) =>
    Number(
      db
        .prepare(
          `INSERT INTO jobs (kind, payload, dedupe_key, run_at, status, attempts, locked_by, locked_until, last_error, created_at, updated_at)
           VALUES ('appointment-reminder', '{"appointmentId":0}', NULL, ?, 'failed', 8, NULL, NULL, 'SMS gateway timeout', ?, ?)`,
        )
        .run(now, now, now).lastInsertRowid,
    ),
  );
  await signIn(page, DEMO.staff.manager.username, DEMO.staff.manager.password);
  await page.getByTestId('nav-failed-jobs').click();
  const row = page.getByTestId(`failed-job-${jobId}`);
  await expect(row).toContainText('就诊提醒');
  await expect(row).toContainText('8 次');
  await expect(row).toContainText('SMS gateway timeout');
  await screenshot(page, 'console-ops-1-failed-jobs');
  await row.getByTestId('failed-job-retry').click();
  await page.getByTestId('failed-job-retry-confirm').click();
  await expect(page.getByText(`已重新排队：就诊提醒（#${jobId}）`)).toBeVisible();
  await expect(row).toHaveCount(0);
  // The server's runner picks it up within a second or two.
  await expect
    .poll(
      () =>
        withDb(
          server.sqlitePath,
          (db) =>
            (db.prepare('SELECT status FROM jobs WHERE id = ?').get(jobId) as { status: string }).status,
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe('done');
});

test('an admin sees a locked account on 账号管理 and lifts the lock', async ({ page, server }) => {
  const admin = await apiPost<{ token: string }>('/api/console/auth/login', DEMO.staff.admin);
  await apiPost(
    '/api/console/staff/create',
    { username: 'locked_e2e_li', displayName: '李护士', role: 'doctor', password: 'Locked2026li' },
    admin.token,
  );
  // Ten wrong passwords within the quarter hour (written straight in, as the throttle counts them).
  withDb(server.sqlitePath, (db) =>
    db
      .prepare('INSERT INTO staff_login_throttles (key, failures, last_attempt_at) VALUES (?, 10, ?)')
      .run('account:locked_e2e_li', new Date().toISOString()),
  );
  await signIn(page, DEMO.staff.admin.username, DEMO.staff.admin.password);
  await page.getByTestId('nav-staff').click();
  const row = page.getByTestId('staff-row-locked_e2e_li');
  await expect(row.getByTestId('staff-locked')).toContainText('密码错误次数过多，锁定至');
  await screenshot(page, 'console-ops-2-staff-locked');
  await row.getByTestId('staff-unlock').click();
  await page.getByTestId('staff-unlock-confirm').click();
  await expect(page.getByText('已解除 李护士 的登录锁定')).toBeVisible();
  await expect(row.getByTestId('staff-locked')).toHaveCount(0);
  const login = await apiPost<{ token: string }>('/api/console/auth/login', {
    username: 'locked_e2e_li',
    password: 'Locked2026li',
  });
  expect(login.token.length).toBeGreaterThan(20);
});

test('a manager runs 对账 now; a payment with no paid order shows as a difference', async ({
  page,
  server,
}) => {
  await signIn(page, DEMO.staff.manager.username, DEMO.staff.manager.password);
  await page.getByTestId('nav-reconciliation').click();
  await expect(page.getByRole('heading', { name: '对账' })).toBeVisible();
  // A payment notice applied to an order that does not exist: money came in for nothing.
  const orderNo = `SPX${Date.now()}`;
  const eventId = withDb(server.sqlitePath, (db) =>
    Number(
      db
        .prepare(
          `INSERT INTO payment_events (provider, event_id, order_no, event_type, amount_fen, outcome, received_at)
           VALUES ('sandbox', ?, ?, 'paid', 4321, 'applied', ?)`,
        )
        .run(`e2e-${orderNo}`, orderNo, new Date().toISOString()).lastInsertRowid,
    ),
  );
  try {
    await page.getByTestId('reconciliation-run-now').click();
    await expect(page.getByText(/对账完成：发现 \d+ 处差异/)).toBeVisible();
    await expect(page.getByTestId('reconciliation-alert')).toBeVisible();
    await page.locator('.ant-table-row-expand-icon').first().click();
    await expect(page.getByText(`订单 ${orderNo}`)).toBeVisible();
    await expect(page.getByText('到账 4321 分，但订单不存在')).toBeVisible();
    await screenshot(page, 'console-ops-3-reconciliation-difference');
  } finally {
    withDb(server.sqlitePath, (db) => db.prepare('DELETE FROM payment_events WHERE id = ?').run(eventId));
  }
  await page.getByTestId('reconciliation-run-now').click();
  await expect(page.getByText('对账完成：账实相符')).toBeVisible();
  await expect(page.getByTestId('reconciliation-alert')).toHaveCount(0);
});

test('a script error in the parents’ app reaches the admins’ 前端错误 (issue 22)', async ({
  browser,
  page,
}) => {
  const phone = await browser.newContext();
  const parentPage = await phone.newPage();
  await parentPage.goto('/appointment/#/pages/home/index');
  await expect(parentPage.locator('#root')).not.toBeEmpty();
  const reported = parentPage.waitForRequest((r) => r.url().endsWith('/api/client/errors'));
  // What a broken page would throw, uncaught, after the app started.
  await parentPage.evaluate(() => {
    setTimeout(() => {
      throw new TypeError('e2e: cannot read the bill total');
    });
  });
  const request = await reported;
  expect(request.postDataJSON()).toMatchObject({
    app: 'patient',
    // A new visitor is on 注册/登录; the page goes without its query string.
    page: expect.stringMatching(/^\/pages\/home\/\w+$/),
    message: 'TypeError: e2e: cannot read the bill total',
  });
  await phone.close();
  await signIn(page, DEMO.staff.admin.username, DEMO.staff.admin.password);
  await page.getByTestId('nav-client-errors').click();
  const row = page
    .locator('[data-testid^="client-error-"]')
    .filter({ hasText: 'e2e: cannot read the bill total' });
  await expect(row).toContainText('家长端');
  await expect(row).toContainText('/pages/home/');
  await screenshot(page, 'console-ops-3-client-errors');
});
