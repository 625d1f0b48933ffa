import type { Page } from '@playwright/test';
import { apiGet, apiPost, screenshot } from './support/api.ts';
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

test('older messages load on scrolling up, and what the parent typed stays in the composer across a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const mobile = specMobile(132);
  const { parentToken, inquiryId } = await acceptedInquiry(mobile, '草稿');
  // More than one page (the newest 50 come first).
  for (let i = 1; i <= 60; i++)
    await apiPost(
      '/api/consult/chatContentAdd',
      { inquiryId, clientId: `history-${i}`, kind: 'text', text: `历史消息${i}` },
      parentToken,
    );
  await signInParent(page.context(), parentToken, mobile);
  await page.goto(chatPagePath(inquiryId));
  const own = page.getByTestId('chat-own');
  await expect(own.last()).toContainText('历史消息60');
  await expect(own.last()).toBeInViewport();
  const shown = await own.count();
  expect(shown).toBeLessThan(60);
  await page.getByTestId('chat-list').evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(own).toHaveCount(60);
  await expect(page.getByText('历史消息1', { exact: true })).toHaveCount(1);
  // What was at the top before stays in view instead of jumping to the oldest.
  await expect(own.nth(60 - shown)).toBeInViewport();

  await page.getByTestId('chat-input').fill('还没写完的一句话');
  await page.reload();
  await expect(page.getByTestId('chat-input')).toHaveValue('还没写完的一句话');
});

test('the doctor closes the inquiry: the page shows 已完成 without reload, the free follow-ups count down, then why it is closed', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const mobile = specMobile(134);
  const { parentToken, doctorToken, inquiryId } = await acceptedInquiry(mobile, '追问');
  await apiPost(
    '/api/console/consult/chat/add',
    { inquiryId, clientId: 'close-doctor-1', kind: 'text', text: '先观察两天' },
    doctorToken,
  );
  await signInParent(page.context(), parentToken, mobile);
  await page.goto(chatPagePath(inquiryId));
  await expect(page.getByTestId('chat-peer')).toContainText('先观察两天');
  await expect(page.getByTestId('chat-follow-up')).toHaveCount(0);

  await apiPost(
    '/api/console/consult/inquiry/close',
    {
      inquiryId,
      findings: '上呼吸道感染表现',
      advice: '多饮水，夜间抬高头部',
      watchFor: '发热超过38.5℃或呼吸急促',
      returnAdvice: '三天不好转来院复诊',
    },
    doctorToken,
  );
  await expect(page.getByTestId('chat-inquiry-state')).toHaveText('已完成', { timeout: 15_000 });
  const followUp = page.getByTestId('chat-follow-up');
  await expect(followUp).toHaveText(/还可免费追问(\d+)条/);
  const left = Number(/(\d+)条/.exec((await followUp.textContent()) ?? '')?.[1]);
  expect(left).toBeGreaterThan(0);
  for (let i = 1; i <= left; i++) {
    await sendFromPhone(page, `追问第${i}条`);
    await expect(page.getByTestId('chat-own').filter({ hasText: `追问第${i}条` })).toHaveCount(1);
    if (i < left) await expect(followUp).toHaveText(`问诊已结束，还可免费追问${left - i}条`);
  }
  await expect(page.getByTestId('chat-closed')).toHaveText('免费追问次数已用完，如需继续请再次咨询');
  await expect(page.getByTestId('chat-input')).toHaveCount(0);
  await screenshot(page, 'chat-4-parent-closed');
});
