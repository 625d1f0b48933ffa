import { ageSmsCodes, apiGet, apiPost, loginParentViaApi, screenshot, smsCode } from './support/api.ts';
import { staffToken } from './support/chat-flows.ts';
import { expect, test } from './support/fixtures.ts';
import { activateMember } from './support/value-setup.ts';
import { loginThroughPage, specMobile } from './support/parent-flows.ts';
import { CONSOLE_DESKTOP, signInStaff } from './support/staff-flows.ts';

const app = (path: string) => `/appointment/#/pages/${path}`;

test('a parent activates member points, reads the rule, gets points, transfers some with the SMS code, and both ledgers show it', async ({
  page,
  server,
}) => {
  const sender = specMobile(151);
  const receiver = specMobile(152);
  // The receiver is an activated member already (through the API).
  const receiverToken = await loginParentViaApi(receiver);
  await activateMember(receiverToken);

  await loginThroughPage(page, server.url, sender);
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  await page.goto(app('registmember/index'));
  await expect(page.getByTestId('member-activate')).toBeVisible();
  await expect(page.getByTestId('member-discounts')).toContainText('检查费');
  await screenshot(page, 'members-1-activate');
  // Without agreeing, nothing happens.
  await page.getByTestId('member-activate').click();
  await expect(page).toHaveURL(/registmember\/index/);
  await page.getByRole('button', { name: '《开通会员须知》' }).click();
  await expect(page).toHaveURL(/newFun\/integralRulexz/);
  await expect(page.getByText('开通会员积分免费')).toBeVisible();
  await screenshot(page, 'members-2-notice');
  await page.goBack();
  await page.getByTestId('member-agree').check();
  await page.getByTestId('member-activate').click();
  await expect(page).toHaveURL(/newFun\/memberCheck/);
  await expect(page.getByTestId('member-balance')).toHaveText('0');
  await screenshot(page, 'members-3-member-check');

  await page.getByTestId('member-link-rule').click();
  await expect(page.getByTestId('points-rule-line').first()).toContainText('每满1元获得1积分');
  await screenshot(page, 'members-4-rule');

  // The clinic gives points (a manager's adjustment with a reason).
  const manager = await staffToken('manager');
  const found = await apiGet<{ member: { userId: number } }>(
    '/api/console/members/find',
    { mobile: sender },
    manager,
  );
  await apiPost(
    '/api/console/members/points/adjust',
    { userId: found.member.userId, points: 500, reason: '新会员礼', requestKey: `e2e-adjust-${Date.now()}` },
    manager,
  );
  await page.goto(app('newFun/integralDetail'));
  await expect(page.getByTestId('points-balance')).toHaveText('500');
  await expect(page.getByTestId('points-entry').first()).toContainText('诊所调整：新会员礼');

  await page.goto(app('newFun/integralGive'));
  await page.getByTestId('give-mobile').fill(receiver);
  await page.getByTestId('give-next').click();
  await expect(page.getByTestId('give-receiver')).toContainText(
    `${receiver.slice(0, 3)}****${receiver.slice(7)}`,
  );
  await page.getByTestId('give-points').fill('200');
  ageSmsCodes(server.sqlitePath, sender);
  await page.getByTestId('give-send-code').click();
  const code = await smsCode(server.url, sender);
  await page.getByTestId('give-code').fill(code);
  await screenshot(page, 'members-5-give-confirm');
  await page.getByTestId('give-submit').click();
  await expect(page.getByTestId('give-done')).toContainText('已转赠 200 积分');
  await screenshot(page, 'members-6-give-done');

  await page.getByRole('button', { name: '积分明细' }).click();
  await expect(page.getByTestId('points-balance')).toHaveText('300');
  await expect(page.getByTestId('points-entry').first()).toContainText('转赠给');
  await expect(page.getByTestId('points-entry').first()).toContainText('-200');
  await screenshot(page, 'members-7-ledger');

  const theirs = await apiGet<{ balance: number; list: { kind: string; points: number }[] }>(
    '/opordering/wechatapp/points/details',
    { pageNum: 1, pageSize: 10 },
    receiverToken,
  );
  expect(theirs.balance).toBe(200);
  expect(theirs.list[0]).toMatchObject({ kind: 'transfer-in', points: 200 });
});

test.describe('the console', () => {
  test.use(CONSOLE_DESKTOP);

  test('a manager finds a member by phone, adjusts points with a reason, and sees the entry on the ledger', async ({
    page,
  }) => {
    const mobile = specMobile(154);
    const token = await loginParentViaApi(mobile);
    await activateMember(token);
    await signInStaff(page, 'manager');
    await page.goto('/console/#/members');
    const search = page.getByTestId('member-search').locator('input');
    await search.fill(mobile);
    await search.press('Enter');
    await expect(page.getByTestId('member-balance')).toContainText('0');
    await page.getByTestId('member-adjust').click();
    await page.getByTestId('adjust-points').fill('88');
    await page.getByTestId('adjust-submit').click();
    await expect(page.getByText('请填写调整原因')).toBeVisible();
    await page.getByTestId('adjust-reason').fill('活动补发');
    await page.getByTestId('adjust-submit').click();
    await expect(page.getByTestId('member-balance')).toContainText('88');
    await expect(page.locator('[data-testid^="points-entry-"]').first()).toContainText('诊所调整：活动补发');
    await screenshot(page, 'members-8-console-member');

    await page.goto('/console/#/points/rules');
    await expect(page.getByTestId('rules-pointsPerYuan')).toHaveValue('1');
    await screenshot(page, 'members-9-console-rules');
    const mine = await apiGet<{ balance: number }>(
      '/opordering/wechatapp/points/details',
      { pageNum: 1, pageSize: 10 },
      token,
    );
    expect(mine.balance).toBe(88);
  });
});
