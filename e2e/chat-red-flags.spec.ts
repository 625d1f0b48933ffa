import { axeFindings } from './support/accessibility.ts';
import { screenshot } from './support/api.ts';
import { acceptedInquiry, chatPagePath, signInParent } from './support/chat-flows.ts';
import { checkAnswers, expect, test } from './support/fixtures.ts';
import { specMobile } from './support/parent-flows.ts';
import { CONSOLE_DESKTOP, signInStaff } from './support/staff-flows.ts';

/**
 * Issue 23, red flags in 图文问诊: a parent writes 孩子刚才抽了 in a doctor chat and at once reads the
 * emergency advice (with 拨打120), while the doctor's 问诊工作台 puts the inquiry first and names the sign.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('a parent writes 孩子刚才抽了 and sees the emergency advice while the doctor’s inbox marks it', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const mobile = specMobile(139);
  const { parentToken, inquiryId } = await acceptedInquiry(mobile, '小急');
  await signInParent(page.context(), parentToken, mobile);
  await page.goto(chatPagePath(inquiryId));
  await expect(page.getByTestId('chat-inquiry-state')).toHaveText('问诊中');

  await page.getByTestId('chat-input').fill('孩子刚才抽了，翻白眼，一分多钟');
  await page.getByTestId('chat-send').click();
  const advice = page.getByTestId('chat-red-flag');
  await expect(advice).toContainText('立即急诊', { timeout: 10_000 });
  await expect(advice).toContainText('抽搐');
  await expect(advice.getByRole('link', { name: '拨打120急救电话' })).toHaveAttribute('href', 'tel:120');
  expect((await advice.getByRole('link').boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await screenshot(page, 'i23-chat-red-flag');

  const desk = await browser.newContext({ baseURL: server.url, ...CONSOLE_DESKTOP });
  await checkAnswers(desk);
  const doctor = await desk.newPage();
  try {
    await signInStaff(doctor, 'doctor');
    // The bell in the header has told the doctor already, wherever in the console they are.
    const bell = doctor.getByTestId('alerts-bell');
    await expect(bell).toHaveAttribute('aria-label', /未读/);
    await bell.click();
    const alert = doctor.locator('[data-testid^="alert-"]').filter({ hasText: `#${inquiryId}` });
    await expect(alert).toContainText('问诊出现危险信号');
    await expect(alert).toContainText('抽搐');
    await screenshot(doctor, 'i23-alerts-bell');
    // The bell with its unread count and the open list meet the same rules as every page.
    expect(await axeFindings(doctor, [])).toEqual([]);
    await alert.click();
    await expect(doctor).toHaveURL(new RegExp(`/consult/inquiry/${inquiryId}$`));
    await doctor.getByTestId('nav-consult-inbox').click();
    await doctor.getByTestId('consult-inbox-tabs').getByText('问诊中').click();
    const first = doctor.locator('[data-testid^="consult-inquiry-"]').first();
    await expect(first).toHaveAttribute('data-testid', `consult-inquiry-${inquiryId}`);
    await expect(first.getByTestId('consult-red-flag')).toHaveText('危险信号：抽搐');
    await screenshot(doctor, 'i23-inbox-red-flag');
  } finally {
    await desk.close();
  }
});
