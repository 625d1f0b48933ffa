import type { Page } from '@playwright/test';
import { screenshot } from './support/api.ts';
import { addBabyAged } from './support/ai-consult-flows.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, sessionToken, specMobile } from './support/parent-flows.ts';

/**
 * Issue 23, AI问诊 in the parents' app: an emergency shown first and pinned, an interview answered
 * with the quick-answer chips to 居家观察 and its confirmed summary, and a reload half-way that keeps
 * the conversation and what was typed, with a failed send retried under the same client id.
 */

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const app = (path: string) => `/appointment/#/pages/${path}`;

/** Logs a fresh parent in and adds one baby of `days` days; the app shows that baby. */
const parentWithBaby = async (page: Page, url: string, mobile: string, name: string, days: number) => {
  await loginThroughPage(page, url, mobile);
  await expect(page).toHaveURL(/home\/index/);
  const babyId = await addBabyAged(await sessionToken(page), name, days);
  await page.reload();
  return babyId;
};

/** On AI问诊: type, complaint, 开始问诊; waits for the conversation. */
const startConsult = async (page: Page, type: string, complaint: string) => {
  await page.getByTestId(`ai-type-${type}`).click();
  await page.getByTestId('ai-complaint').fill(complaint);
  await page.getByTestId('ai-start').click();
  await expect(page).toHaveURL(/aiConsult\/chat\?sessionId=\d+/);
};

test('a 2-month-old with 发烧38.2度 under 发热: 立即急诊 is the first thing on the chat page and stays pinned', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  await parentWithBaby(page, server.url, specMobile(261), '小豆', 60);
  await expect(page.getByTestId('home-entry-aiConsult-index')).toBeVisible();
  await screenshot(page, 'ai-0-home');
  await page.getByTestId('home-entry-aiConsult-index').click();
  await expect(page).toHaveURL(/aiConsult\/index/);
  await expect(page).toHaveTitle('AI问诊');
  // The dictionaries' words add to the complaint.
  await page.getByTestId('ai-type-fever').click();
  await expect(page.getByTestId('ai-type-fever')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('ai-symptom-chips').getByRole('button').first()).toBeVisible();
  await screenshot(page, 'ai-1-start');
  await page.getByTestId('ai-start').click();
  await expect(page.getByTestId('ai-complaint-error')).toBeVisible();
  await startConsult(page, 'fever', '发烧38.2度');

  const banner = page.getByTestId('ai-emergency-banner');
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('ai-emergency-level')).toHaveText('立即急诊');
  await expect(banner).toContainText('不是医生的诊断');
  await expect(banner).toContainText('发现的危险信号');
  await expect(banner).toBeInViewport();
  // First on the page: above the conversation, at the top under the bar.
  const bannerBox = await banner.boundingBox();
  const listBox = await page.getByTestId('ai-messages').boundingBox();
  expect(bannerBox && listBox && bannerBox.y + bannerBox.height <= listBox.y + 1).toBe(true);
  expect(bannerBox && bannerBox.y < 60).toBe(true);
  // No question follows an emergency: the conversation holds the complaint and the assessment.
  await expect(page.getByTestId('ai-msg')).toHaveCount(2);
  await expect(page.getByTestId('ai-assessment')).toHaveAttribute('data-level', 'emergency');
  await expect(page.getByTestId('ai-chips')).toHaveCount(0);
  await expect(page.getByTestId('ai-call-120')).toHaveCount(0); // 120 is for 呼叫120
  await screenshot(page, 'ai-2-emergency');
  // Scrolled to the end of the advice, the banner is still in view.
  await page.getByTestId('ai-messages').evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await expect(page.getByTestId('ai-view-summary')).toBeInViewport();
  await expect(banner).toBeInViewport();
  // After a reload the banner is still first.
  await page.reload();
  await expect(page.getByTestId('ai-emergency-level')).toHaveText('立即急诊');
});

test('a toddler with a runny nose answers 没有 with the chips to 居家观察, then confirms the summary', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  await parentWithBaby(page, server.url, specMobile(262), '小满', 730);
  // AI问诊记录 empty: a way to start one.
  await page.goto(app('aiConsult/history'));
  await expect(page).toHaveTitle('AI问诊记录');
  await expect(page.getByText('还没有AI问诊记录')).toBeVisible();
  await screenshot(page, 'ai-3-history-empty');
  await page.getByTestId('empty-way').click();
  await expect(page).toHaveURL(/aiConsult\/index/);
  await startConsult(page, 'respiratory', '流清鼻涕一天，精神很好，吃饭正常，不发烧');

  const assessment = page.getByTestId('ai-assessment');
  let answered = 0;
  for (; answered < 15; answered++) {
    const chips = page.getByTestId('ai-chips');
    await expect(chips.or(assessment).first()).toBeVisible({ timeout: 15_000 });
    if (await assessment.isVisible()) break;
    if (answered === 0) {
      await expect(page.getByTestId('ai-emergency-banner')).toHaveCount(0);
      await screenshot(page, 'ai-4-question');
    }
    const before = await page.getByTestId('ai-msg').count();
    await chips.getByRole('button', { name: '没有' }).click();
    await expect(page.getByTestId('ai-msg')).not.toHaveCount(before);
  }
  expect(answered).toBeGreaterThan(0);
  await expect(assessment).toHaveAttribute('data-level', 'self_care');
  await expect(assessment.getByTestId('ai-level-tag')).toHaveText('居家观察');
  const watch = page.getByTestId('ai-watch-for');
  await expect(watch).toContainText('出现以下情况请立即就医');
  expect(await watch.locator('li').count()).toBeGreaterThan(3);
  await expect(assessment.getByTestId('ai-disclaimer')).toContainText('不是医生的诊断');
  await expect(page.getByTestId('ai-emergency-banner')).toHaveCount(0);
  await expect(page.getByTestId('ai-book')).toHaveCount(0);
  // Every answer went in as 没有, one per question.
  await expect(page.locator('[data-testid=ai-msg][data-kind=answer]')).toHaveCount(answered);
  await page.getByTestId('ai-messages').evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await screenshot(page, 'ai-5-self-care');

  await page.getByTestId('ai-view-summary').click();
  await expect(page).toHaveURL(/aiConsult\/summary\?sessionId=\d+/);
  await expect(page).toHaveTitle('病情摘要');
  await expect(page.getByTestId('ai-summary-baby')).toContainText('小满');
  await expect(page.getByTestId('ai-summary-complaint')).toHaveText(
    '流清鼻涕一天，精神很好，吃饭正常，不发烧',
  );
  await expect(page.getByTestId('ai-summary-answers').locator('li')).toHaveCount(answered);
  await expect(page.getByTestId('ai-assessment').getByTestId('ai-level-tag')).toHaveText('居家观察');
  await screenshot(page, 'ai-6-summary');
  await page.getByTestId('ai-summary-confirm').click();
  await expect(page.getByTestId('ai-summary-confirmed')).toContainText('已确认');
  await expect(page.getByTestId('ai-summary-confirm')).toHaveCount(0);
  await screenshot(page, 'ai-7-summary-confirmed');
  await page.reload();
  await expect(page.getByTestId('ai-summary-confirmed')).toContainText('已确认');

  // AI问诊记录 lists it with its level; it opens the conversation.
  await page.goto(app('aiConsult/history'));
  const card = page.locator('[data-testid^=ai-session-]');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('ai-level-tag')).toHaveText('居家观察');
  await expect(card).toContainText('摘要已确认');
  await screenshot(page, 'ai-8-history');
  await card.click();
  await expect(page).toHaveURL(/aiConsult\/chat\?sessionId=\d+/);
  await expect(page.getByTestId('ai-assessment')).toBeVisible();
});

test('a reload half-way keeps the conversation and the unsent draft; a failed send keeps its text and its client id', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  await parentWithBaby(page, server.url, specMobile(263), '小禾', 700);
  // The entries on 找医生 and 问诊记录 lead here.
  await page.goto(app('otherFun/interrogationList'));
  await expect(page.getByTestId('ai-entry')).toContainText('先让AI问诊帮您判断是否需要急诊');
  await page.goto(app('otherFun/doctor'));
  await expect(page.getByTestId('ai-entry')).toBeVisible();
  await expect(page.getByTestId('consult-dept-filter')).toBeVisible();
  await screenshot(page, 'ai-9-doctor-entry');
  await page.getByTestId('ai-entry').click();
  await expect(page).toHaveURL(/aiConsult\/index/);
  await startConsult(page, 'respiratory', '咳嗽两天了，有点流鼻涕');

  await page.getByTestId('ai-chips').getByRole('button', { name: '没有' }).click();
  await expect(page.locator('[data-testid=ai-msg][data-kind=question]')).toHaveCount(2);
  await expect(page.getByTestId('ai-chips')).toHaveCount(1);
  const shown = await page.getByTestId('ai-msg').allTextContents();
  const draft = '晚上咳得多一点，白天还好';
  await page.getByTestId('ai-input').fill(draft);
  await page.reload();
  await expect(page.getByTestId('ai-input')).toHaveValue(draft);
  await expect(page.getByTestId('ai-msg')).toHaveCount(shown.length);
  expect(await page.getByTestId('ai-msg').allTextContents()).toEqual(shown);
  await expect(page.getByTestId('ai-chips')).toHaveCount(1);

  // Sent while the network is down: the text stays and 重新发送 sends it with the same client id.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/ai/consult/addChatMsg')) sent.push(String(r.postDataJSON()?.clientId));
  });
  await page.context().setOffline(true);
  await page.getByTestId('ai-send').click();
  await expect(page.getByTestId('ai-send-failed')).toBeVisible({ timeout: 70_000 });
  await expect(page.getByTestId('ai-input')).toHaveValue(draft);
  await screenshot(page, 'ai-10-send-failed');
  await page.context().setOffline(false);
  await page.reload();
  await expect(page.getByTestId('ai-input')).toHaveValue(draft);
  await expect(page.getByTestId('ai-send-failed')).toHaveCount(0);
  await page.getByTestId('ai-send').click();
  await expect(page.getByTestId('ai-msg').filter({ hasText: draft })).toHaveCount(1);
  await expect(page.getByTestId('ai-input')).toHaveValue('');
  // The assistant answered the text (it was the answer to the open question).
  await expect(page.getByTestId('ai-typing')).toHaveCount(0);
  expect(sent.length).toBeGreaterThanOrEqual(2);
  expect(new Set(sent).size).toBe(1);
  await page.reload();
  await expect(page.getByTestId('ai-msg').filter({ hasText: draft })).toHaveCount(1);
  await expect(page.getByTestId('ai-input')).toHaveValue('');
});
