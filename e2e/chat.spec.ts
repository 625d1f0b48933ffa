import type { Page } from '@playwright/test';
import { apiGet, screenshot } from './support/api.ts';
import { acceptedInquiry, chatPagePath, consoleChatPath, signInParent } from './support/chat-flows.ts';
import { checkAnswers, expect, test } from './support/fixtures.ts';
import { specMobile } from './support/parent-flows.ts';
import { signInStaff } from './support/staff-flows.ts';

/**
 * Issue 14, "Chat", in two browsers: the parent on otherFun/chat (a phone) and the doctor on the
 * console's chat route (a desktop), over the real /ws. A reply shows on the other side without a
 * reload, read receipts turn to 已读, and after a dropped connection a failed send goes through once.
 */
const sendFromPhone = async (page: Page, text: string) => {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
};

const sendFromConsole = async (page: Page, text: string) => {
  await page.getByTestId('console-chat-input').fill(text);
  await page.getByTestId('console-chat-send').click();
};

/** How many stored messages of the conversation carry `text` (the server's record, not the page). */
const storedCount = async (token: string, inquiryId: number, text: string) => {
  const { list } = await apiGet<{ list: { text: string }[] }>(
    '/api/consult/chatContentList',
    { inquiryId, pageSize: 100 },
    token,
  );
  return list.filter((m) => m.text === text).length;
};

test('parent and doctor chat live in two browsers, with read receipts and a resend after a dropped connection', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const mobile = specMobile(131);
  const { parentToken, inquiryId } = await acceptedInquiry(mobile, '聊聊');

  await signInParent(page.context(), parentToken, mobile);
  await page.goto(chatPagePath(inquiryId));
  await expect(page.getByTestId('chat-inquiry-state')).toHaveText('问诊中');
  await expect(page.getByTestId('chat-header')).toContainText('健康咨询');
  // The acceptance is in the conversation as a system message.
  await expect(page.getByTestId('chat-system').first()).toBeVisible();

  const desk = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  await checkAnswers(desk);
  const doctor = await desk.newPage();
  await signInStaff(doctor, 'doctor');
  await doctor.goto(consoleChatPath(inquiryId));
  await expect(doctor.getByTestId('console-chat-input')).toBeVisible();

  // The doctor's reply reaches the parent's page without a reload, and the other way round.
  await sendFromConsole(doctor, '您好，宝宝咳嗽时有没有发热？');
  await expect(page.getByTestId('chat-peer')).toContainText('您好，宝宝咳嗽时有没有发热？');
  await sendFromPhone(page, '没有发热，晚上咳得厉害');
  await expect(doctor.getByTestId('console-chat-peer')).toContainText('没有发热，晚上咳得厉害');
  await expect(page.getByTestId('chat-input')).toHaveValue('');

  // Both pages are on screen, so each side reads the other's message: both receipts turn to 已读.
  await expect(page.getByTestId('chat-receipt')).toHaveText('已读');
  await expect(doctor.getByTestId('console-chat-receipt')).toHaveText('已读');
  await screenshot(page, 'chat-1-parent');
  await screenshot(doctor, 'chat-2-doctor');

  // The parent's network drops: the page says 连接中…, a send made meanwhile fails, and after the
  // network is back one tap on resend stores it once.
  await page.context().setOffline(true);
  await expect(page.getByTestId('chat-connecting')).toBeVisible({ timeout: 30_000 });
  await sendFromPhone(page, '断网时发的一条');
  await expect(page.getByTestId('chat-pending')).toHaveAttribute('data-status', 'fail', { timeout: 20_000 });
  await screenshot(page, 'chat-3-parent-failed');
  await page.context().setOffline(false);
  await expect(page.getByTestId('chat-connecting')).toBeHidden({ timeout: 20_000 });
  await page.getByTestId('chat-resend').click();
  await expect(page.getByTestId('chat-pending')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('chat-own').filter({ hasText: '断网时发的一条' })).toHaveCount(1);
  await expect(doctor.getByTestId('console-chat-peer').filter({ hasText: '断网时发的一条' })).toHaveCount(1);
  expect(await storedCount(parentToken, inquiryId, '断网时发的一条')).toBe(1);

  // A reload shows the same conversation (nothing only in the page's memory), and a message the doctor
  // sent meanwhile is there once.
  await sendFromConsole(doctor, '多喝水，注意观察');
  await page.reload();
  await expect(page.getByTestId('chat-peer').filter({ hasText: '多喝水，注意观察' })).toHaveCount(1);
  await expect(page.getByTestId('chat-own')).toHaveCount(2);
  await desk.close();
});

test('what the parent typed stays in the composer across a reload', async ({ page }) => {
  const mobile = specMobile(132);
  const { parentToken, inquiryId } = await acceptedInquiry(mobile, '草稿');
  await signInParent(page.context(), parentToken, mobile);
  await page.goto(chatPagePath(inquiryId));
  await page.getByTestId('chat-input').fill('还没写完的一句话');
  await page.reload();
  await expect(page.getByTestId('chat-input')).toHaveValue('还没写完的一句话');
});
