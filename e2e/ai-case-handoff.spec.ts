import { axeFindings } from './support/accessibility.ts';
import { addBabyAged, answerNoUntilAssessed, startSession } from './support/ai-consult-flows.ts';
import { apiGet, apiPost, loginParentViaApi, screenshot } from './support/api.ts';
import { staffToken } from './support/chat-flows.ts';
import { checkAnswers, expect, test } from './support/fixtures.ts';
import { consultDoctor } from './support/consultation-checkout.ts';
import { loginThroughPage, sessionToken, specMobile } from './support/parent-flows.ts';
import { pressSandboxCashier } from './support/sandbox-pay.ts';
import { CONSOLE_DESKTOP, signInStaff } from './support/staff-flows.ts';

/**
 * Issue 23, the hand-off: a parent confirms an AI consultation's case summary and sends it with a
 * 图文问诊; the doctor reads it in the console beside the inquiry (the complaint, every red-flag
 * question with its answer, the level), marked as the parent's confirmed words, not a diagnosis.
 */
test.use(CONSOLE_DESKTOP);

const ALWAYS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));

test('the doctor reads the confirmed AI case summary beside the inquiry it came with', async ({ page }) => {
  test.setTimeout(90_000);
  const manager = await staffToken('manager');
  await apiPost(
    '/api/console/consult/service/save',
    { doctorId: 1, priceFen: 3900, workingHours: ALWAYS, enabled: true },
    manager,
  );
  const parent = await loginParentViaApi(specMobile(271));
  const babyId = await addBabyAged(parent, '小禾', 700);
  const complaint = '身上起红疹两天，不痒，精神很好';
  const started = await startSession(parent, babyId, 'rash', complaint);
  const sessionId = started.session.sessionId;
  await answerNoUntilAssessed(parent, sessionId);
  await apiPost('/api/ai/consult/confirmCaseInfo', { sessionId }, parent);
  const created = await apiPost<{ inquiryId: number; orderNo: string }>(
    '/api/consult/inquiryCreate',
    {
      babyId,
      doctorId: 1,
      complaint: '红疹两天了，想请医生看看照片和情况',
      duration: '2天',
      hasFever: false,
      agreeNotice: true,
      allowReassign: false,
      aiSessionId: sessionId,
    },
    parent,
  );
  await pressSandboxCashier(parent, created.orderNo);

  await checkAnswers(page.context());
  await signInStaff(page, 'doctor');
  await page.goto(`/console/#/consult/inquiry/${created.inquiryId}`);
  const card = page.getByTestId('consult-ai-case');
  await expect(card).toContainText('AI问诊病情摘要（家长已确认）');
  await expect(card).toContainText(complaint);
  await expect(card).toContainText('皮疹');
  await expect(card).toContainText('不是诊断');
  await expect(card.locator('.ant-list-item').first()).toContainText('没有');
  await screenshot(page, 'i23-console-ai-case');
  expect(await axeFindings(page, [])).toEqual([]);
});

test.describe('the parent', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('sends a confirmed summary on with a 图文问诊, or leaves it out', async ({ page, server }) => {
    test.setTimeout(90_000);
    const manager = await staffToken('manager');
    const doctorId = await consultDoctor(manager, 'AI', 3900);
    await loginThroughPage(page, server.url, specMobile(272));
    await expect(page).toHaveURL(/home\/index/);
    const parent = await sessionToken(page);
    const babyId = await addBabyAged(parent, '小芽', 700);
    const { session } = await startSession(parent, babyId, 'respiratory', '咳嗽两天，有点流鼻涕，精神好');
    await answerNoUntilAssessed(parent, session.sessionId);
    await apiPost('/api/ai/consult/confirmCaseInfo', { sessionId: session.sessionId }, parent);

    await page.goto(`/appointment/#/pages/aiConsult/summary?sessionId=${session.sessionId}`);
    await page.getByTestId('ai-summary-ask-doctor').click();
    await expect(page).toHaveURL(/otherFun\/doctor/);
    await page.goto(`/appointment/#/pages/otherFun/addSubmit?doctorId=${doctorId}`);
    const attached = page.getByTestId('ask-ai-case');
    await expect(attached).toContainText('AI问诊病情摘要');
    await expect(attached).toContainText('咳嗽/呼吸');
    await screenshot(page, 'i23-ask-ai-case');
    expect(await axeFindings(page, [])).toEqual([]);

    await page.getByTestId('ask-complaint').fill('咳嗽两天了，夜里多一些，想请医生看看');
    await page.getByTestId('ask-duration').fill('2天');
    await page.getByTestId('hasFever-no').check({ force: true });
    await page.getByTestId('ask-agree').check();
    await expect(page.getByTestId('ask-submit')).toBeEnabled();
    await page.getByTestId('ask-submit').click();
    await expect(page).toHaveURL(/onlinePay/);
    // The inquiry carries the summary: its doctor reads it in the console.
    const list = await apiGet<{ list: { inquiryId: number }[] }>(
      '/api/consult/inquiryList',
      { tab: 'all', pageNum: 1, pageSize: 5 },
      parent,
    );
    const inquiryId = list.list[0]?.inquiryId ?? 0;
    const detail = await apiGet<{ aiCase: { sessionId: number } | null }>(
      '/api/console/consult/inquiry/detail',
      { inquiryId },
      manager,
    );
    expect(detail.aiCase?.sessionId).toBe(session.sessionId);

    // Carried once: the next 提交问诊 has nothing attached.
    await page.goto(`/appointment/#/pages/otherFun/addSubmit?doctorId=${doctorId}`);
    await expect(page.getByTestId('ask-complaint')).toBeVisible();
    await expect(page.getByTestId('ask-ai-case')).toHaveCount(0);
  });
});
