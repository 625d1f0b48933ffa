import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { axeFindings } from './support/accessibility.ts';
import { apiGet, apiPost, baseUrl, DEMO, loginParentViaApi, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { specMobile } from './support/parent-flows.ts';
import { pickOption, signInStaff } from './support/staff-flows.ts';
import { payOnSandbox } from './support/sandbox-pay.ts';
import { acceptedInquiry, chatPagePath, signInParent } from './support/chat-flows.ts';
import { checkAnswers } from './support/fixtures.ts';
import { noisePng } from './support/png.ts';

/**
 * The console's 图文问诊 desk (issue 14): a parent (specMobile(111)) asks the demo doctor through the API
 * twice and pays on the sandbox cashier; the doctor finds both in 问诊工作台 with their countdowns,
 * declines one (refunded: the parent did not allow another doctor), accepts the other, sees
 * the child's panel beside it, and closes it with one of their own summary templates; the parent reads
 * that summary. A manager then sees the service settings (a price in yuan refused in Chinese), the
 * parent's complaint and answers it, and the ratings.
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const K = '/api/console/consult';
const ALWAYS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
const staffToken = async (who: keyof typeof DEMO.staff) =>
  (await apiPost<{ token: string }>('/api/console/auth/login', DEMO.staff[who])).token;

/** axe-core (WCAG 2 A/AA, serious or critical) over the page as it stands: labels, contrast, names. */
const findings: string[] = [];
const audit = async (page: Page, name: string) => {
  // Not on a control: a hover colour caught mid-transition would be measured instead of the page's.
  await page.mouse.move(1275, 795);
  findings.push(...(await axeFindings(page, [])).map((f) => `${name}: ${f}`));
};

/** The audit actions written about one child (R13), read from the server's SQLite file. */
const auditedActions = (path: string, babyId: number): string[] => {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const rows = db
      .prepare("SELECT DISTINCT action FROM audit_log WHERE subject_type = 'baby' AND subject_id = ?")
      .all(String(babyId));
    return rows.map((r) => String(r.action));
  } finally {
    db.close();
  }
};

const TEMPLATE = {
  title: '咳嗽（上呼吸道感染）',
  findings: '干咳三天，无发热，精神好，考虑上呼吸道感染',
  advice: '多饮水，保持室内湿润，可用生理盐水洗鼻',
  watchFor: '出现高热、呼吸急促、精神差时立即就医',
  returnAdvice: '3天不好转请来院复诊',
};

test('a doctor declines one paid inquiry, accepts another and closes it with a template summary; a manager answers a complaint', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const manager = await staffToken('manager');
  await apiPost(
    `${K}/service/save`,
    { doctorId: 1, priceFen: 3990, workingHours: ALWAYS, enabled: true },
    manager,
  );
  const doctor = await staffToken('doctor');
  await apiPost(`${K}/summaryTemplate/save`, TEMPLATE, doctor);

  const parent = await loginParentViaApi(specMobile(111));
  const { babyId } = await apiPost<{ babyId: number }>(
    '/online/usercenter/addBabyInfo',
    { babyName: '问诊小禾', sex: '女', birthday: '2025-03-01', gestationalWeeks: 32, guardianConsent: true },
    parent,
  );
  for (const [measuredOn, heightCm, weightKg] of [
    ['2025-09-01', 63, 6.6],
    ['2026-03-01', 71.5, 8.6],
    ['2026-09-01', 78, 9.9],
  ] as const)
    await apiPost('/api/growth/addMeasurement', { babyId, measuredOn, heightCm, weightKg }, parent);
  const ask = (complaint: string) =>
    apiPost<{ inquiryId: number; orderNo: string }>(
      '/api/consult/inquiryCreate',
      {
        babyId,
        doctorId: 1,
        complaint,
        duration: '3天',
        hasFever: false,
        allergies: '无',
        medicines: '未用药',
        agreeNotice: true,
        allowReassign: false,
      },
      parent,
    );
  const created = await ask('宝宝干咳三天，夜里咳得多，没有发烧，吃奶正常');
  await payOnSandbox(parent, created.orderNo);
  const { inquiryId } = created;
  const declined = await ask('宝宝右耳流脓两天，需要看看是不是中耳炎');
  await payOnSandbox(parent, declined.orderNo);

  // The doctor's inbox: the waiting inquiry with its live countdown.
  await signInStaff(page, 'doctor');
  await page.getByTestId('nav-consult-inbox').click();
  const row = page.getByTestId(`consult-inquiry-${inquiryId}`);
  await expect(row).toContainText('问诊小禾');
  await expect(row.getByTestId('consult-countdown')).toContainText('剩余');
  await screenshot(page, 'console-consult-1-inbox');
  await audit(page, 'inbox');

  // Declined: the parent did not allow another doctor, so the page says it was refunded.
  await page.getByTestId(`consult-inquiry-${declined.inquiryId}`).getByTestId('consult-decline').click();
  await page.getByTestId('consult-decline-reason').fill('需要到门诊做耳镜检查');
  await page.getByTestId('consult-decline-submit').click();
  await expect(page.getByText('已拒绝接诊：问诊费已全额退回家长')).toBeVisible();
  await expect(page.getByTestId(`consult-inquiry-${declined.inquiryId}`)).toHaveCount(0);
  const after = await apiGet<{ status: string }>(
    '/api/consult/inquiryDetails',
    { inquiryId: declined.inquiryId },
    parent,
  );
  expect(after.status).toBe('refunded');
  await row.getByTestId('consult-accept').click();
  await expect(page.getByText('已接诊 问诊小禾')).toBeVisible();
  await page.getByTestId('consult-inbox-tabs').getByText('问诊中').click();
  await page.getByTestId(`consult-inquiry-${inquiryId}`).getByTestId('consult-open').click();

  // The inquiry with the child beside it: corrected age (born at 32 weeks), reports.
  await expect(page.getByTestId('consult-facts')).toContainText('宝宝干咳三天');
  await expect(page.getByTestId('consult-status')).toHaveText('问诊中');
  await expect(page.getByTestId('consult-child-growth')).toContainText('矫正年龄');
  await expect(page.getByTestId('consult-growth-chart')).toBeVisible();
  await expect(page.getByTestId('consult-child-growth')).toContainText('2026-09-01');
  // Every read of the child's data the page made is in the audit trail (R13).
  expect(auditedActions(server.sqlitePath, babyId)).toEqual(
    expect.arrayContaining(['child.inquiry.read', 'child.growth.measurements.read', 'child.reports.list']),
  );
  await expect(page.getByTestId('consult-child-reports')).toBeVisible();

  // Close with the template: pick, insert, submit.
  await pickOption(page, 'consult-template-select', TEMPLATE.title, { search: false });
  await page.getByTestId('consult-template-insert').click();
  await expect(page.getByTestId('consult-summary-watchFor')).toHaveValue(TEMPLATE.watchFor);
  await screenshot(page, 'console-consult-2-detail');
  await audit(page, 'inquiry');
  await page.getByTestId('consult-close-submit').click();
  await expect(page.getByText('问诊已结束，家长可查看问诊小结')).toBeVisible();
  await expect(page.getByTestId('consult-status')).toHaveText('已完成');
  const summary = await apiGet<{ findings: string; watchFor: string }>(
    '/api/consult/summary',
    { inquiryId },
    parent,
  );
  expect(summary).toMatchObject({ findings: TEMPLATE.findings, watchFor: TEMPLATE.watchFor });

  // The parent rates and complains; the manager sees both.
  await apiPost(
    '/api/consult/evaluationAdd',
    { inquiryId, stars: 4, labels: ['解答详细'], text: '解答很清楚', anonymous: true },
    parent,
  );
  await apiPost(
    '/api/consult/inquiryComplaint',
    { inquiryId, content: '小结来得有点慢，希望下次快一些' },
    parent,
  );
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
  const desk = await context.newPage();
  await signInStaff(desk, 'manager');

  await desk.getByTestId('nav-consult-services').click();
  await desk.getByTestId('consult-service-1').getByTestId('consult-service-edit').click();
  await desk.getByTestId('consult-service-price').fill('39.999');
  await desk.getByTestId('consult-service-submit').click();
  await expect(desk.getByText('请输入正确的金额，最多两位小数')).toBeVisible();
  await desk.getByTestId('consult-service-price').scrollIntoViewIfNeeded();
  await screenshot(desk, 'console-consult-3-service');
  await audit(desk, 'service-modal');
  await desk.getByTestId('consult-service-price').fill('45.5');
  await desk.getByTestId('consult-service-submit').click();
  await expect(desk.getByTestId('consult-service-1')).toContainText('¥45.50');

  await desk.getByTestId('nav-consult-ratings').click();
  await expect(desk.getByText('解答很清楚')).toBeVisible();
  await expect(desk.getByText('匿名用户').first()).toBeVisible();
  await screenshot(desk, 'console-consult-4-ratings');
  await audit(desk, 'ratings');

  await desk.getByTestId('nav-consult-complaints').click();
  const complaint = desk.locator('[data-testid^="consult-complaint-"]', { hasText: '小结来得有点慢' });
  await complaint.getByTestId('consult-complaint-handle').click();
  await desk.getByTestId('consult-complaint-reply').fill('已与医生沟通，会尽快回复家长');
  await screenshot(desk, 'console-consult-5-complaint');
  await audit(desk, 'complaint-dialog');
  await desk.getByTestId('consult-complaint-submit').click();
  await expect(complaint).toContainText('已处理');

  await desk.getByTestId('nav-consult-inbox').click();
  await screenshot(desk, 'console-consult-6-manager-inbox');
  await audit(desk, 'manager-inbox');
  await context.close();
  expect(findings).toEqual([]);
});

test('the doctor sends a picture from the inquiry desk: a refused file shows 发送失败, a picture reaches the parent', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const mobile = specMobile(241);
  const { parentToken, inquiryId } = await acceptedInquiry(mobile, '图图');
  await signInStaff(page, 'doctor');
  await page.goto(`/console/#/consult/inquiry/${inquiryId}`);
  await expect(page.getByTestId('console-chat-input')).toBeVisible();
  const button = page.getByTestId('console-chat-picture-button');
  await expect(button).toHaveText('发送图片');
  expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  const choose = page.getByTestId('console-chat-picture-input');

  // Not a picture by its bytes, whatever its name: refused in the server's words, nothing sent.
  await choose.setInputFiles({
    name: '化验单.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  const refused = page.getByTestId('console-chat-picture-pending');
  await expect(refused).toHaveAttribute('data-status', 'fail');
  await expect(refused).toContainText('只能上传JPG、PNG、WebP或HEIC格式的图片');
  await expect(refused.getByTestId('console-chat-picture-retry')).toBeVisible();

  await choose.setInputFiles({
    name: '皮疹对照.png',
    mimeType: 'image/png',
    buffer: noisePng(160, 5),
  });
  const sent = page.getByTestId('console-chat-own').filter({ has: page.getByTestId('console-chat-picture') });
  await expect(sent).toHaveCount(1);
  await expect(sent.locator('img')).toHaveJSProperty('complete', true);
  await expect(page.getByTestId('console-chat-picture-pending')).toHaveCount(1);
  await screenshot(page, 'console-consult-7-chat-picture');

  // The parent's chat shows it through the parent's own links.
  const phone = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  await checkAnswers(phone);
  await signInParent(phone, parentToken, mobile);
  const parentPage = await phone.newPage();
  await parentPage.goto(chatPagePath(inquiryId));
  const received = parentPage
    .getByTestId('chat-peer')
    .filter({ has: parentPage.getByTestId('chat-picture') });
  await expect(received).toHaveCount(1);
  await expect(received.locator('img')).toHaveJSProperty('naturalWidth', 160);
  await screenshot(parentPage, 'console-consult-8-parent-picture');
  await phone.close();
});
