import { DatabaseSync } from 'node:sqlite';
import { screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, specMobile } from './support/parent-flows.ts';

const TITLE = '<img src=x onerror="window.__xss=1">提醒';
const CONTENT = '<script>window.__xss=2</script><a href="javascript:window.__xss=3">点我</a>';

/** Writes a message straight into the server's database, as another module would post it. */
const postMessage = (sqlitePath: string, mobile: string): number => {
  const db = new DatabaseSync(sqlitePath);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const user = db.prepare('SELECT id FROM users WHERE phone = ?').get(mobile) as { id: number };
    const row = db
      .prepare(
        "INSERT INTO system_messages (user_id, category, title, content, link, read_at, created_at) VALUES (?, 'system', ?, ?, 'javascript:window.__xss=4', NULL, ?) RETURNING id",
      )
      .get(user.id, TITLE, CONTENT, new Date().toISOString()) as { id: number };
    return row.id;
  } finally {
    db.close();
  }
};

test('stored script payloads stay inert text in the message pages (R12)', async ({ page, server }) => {
  const mobile = specMobile(5);
  await loginThroughPage(page, server.url, mobile);
  await expect(page).toHaveURL(/home\/index/);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const msgId = postMessage(server.sqlitePath, mobile);

  await page.goto('/appointment/#/pages/home/msgNotice');
  await expect(page.getByTestId(`message-${msgId}`)).toContainText('<img src=x');
  await page.getByTestId(`message-${msgId}`).click();
  await expect(page.getByTestId('message-detail')).toContainText('<script>window.__xss=2</script>');
  const link = page.getByTestId('message-open-link');
  if ((await link.count()) > 0) await link.click();
  await screenshot(page, 'payloads-message-detail');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('script:not([src])').count()).toBe(0);
  expect(violations).toEqual([]);
});
