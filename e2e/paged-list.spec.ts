import { DatabaseSync } from 'node:sqlite';
import { screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, specMobile } from './support/parent-flows.ts';

/** Gives the parent `count` more messages, oldest first, straight in the server's database. */
const postMessages = (sqlitePath: string, mobile: string, count: number) => {
  const db = new DatabaseSync(sqlitePath);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const user = db.prepare('SELECT id FROM users WHERE phone = ?').get(mobile) as { id: number };
    const insert = db.prepare(
      "INSERT INTO system_messages (user_id, category, title, content, link, read_at, created_at) VALUES (?, 'system', ?, '内容', NULL, NULL, ?)",
    );
    for (let i = 1; i <= count; i++)
      insert.run(user.id, `第${i}条消息`, new Date(Date.now() - (count - i) * 60_000).toISOString());
  } finally {
    db.close();
  }
};

test('the message list pages by 10, loads more on scroll, and ends with -- END --', async ({
  page,
  server,
}) => {
  const mobile = specMobile(6);
  await loginThroughPage(page, server.url, mobile);
  await expect(page).toHaveURL(/home\/index/);
  postMessages(server.sqlitePath, mobile, 24); // plus the welcome message: 25 in all
  await page.goto('/appointment/#/pages/home/msgNotice');
  const items = page.locator('[data-testid^="message-"][data-read]');
  await expect(items.first()).toContainText('第24条消息');
  await expect(items).toHaveCount(10);
  await expect(page.getByText('-- END --')).toHaveCount(0);
  for (let i = 0; i < 6 && (await items.count()) < 25; i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(400);
  }
  await expect(items).toHaveCount(25);
  await expect(page.getByText('-- END --')).toBeVisible();
  await expect(items.last()).toContainText('欢迎');
  await screenshot(page, 'paged-list-end');
});
