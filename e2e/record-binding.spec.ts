import { addHisRecord, apiPost, screenshot, smsCode } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, specMobile, sessionToken } from './support/parent-flows.ts';

/**
 * 绑定就诊档案 on 报告查询: a baby without a clinic record cannot see reports, so the page offers to
 * find the record the clinic holds (name and the guardian's phone proven by an SMS code) or make one.
 */
const BABY = {
  sex: '女',
  birthday: '2023-05-06',
  guardianConsent: true,
} as const;

test('a parent finds the record the clinic holds with the phone on it, and binds it', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  // The child was seen at the clinic before the app: its record carries Dad's phone.
  const dadMobile = specMobile(61);
  const pid = 'H20230506';
  addHisRecord(server.sqlitePath, {
    pid,
    name: '王小禾',
    sex: '女',
    birthday: BABY.birthday,
    guardianPhone: dadMobile,
  });

  // Mum, on her own phone, adds the child and opens 报告查询.
  const mumMobile = specMobile(62);
  await loginThroughPage(page, server.url, mumMobile);
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const mum: string = await sessionToken(page);
  await apiPost('/online/usercenter/addBabyInfo', { babyName: '王小禾', ...BABY }, mum, server.url);
  await page.goto('/appointment/#/pages/newFun/jcReport');
  await page.reload();
  const panel = page.getByTestId('bind-record');
  await expect(panel).toBeVisible();
  await expect(page.getByText('宝宝还未绑定就诊档案')).toBeVisible();
  await expect(page.getByTestId('bind-babyName')).toHaveValue('王小禾');
  await expect(page.getByTestId('bind-mobile')).toHaveValue(mumMobile);
  await screenshot(page, 'binding-1-not-linked');

  // The record carries Dad's phone: the code goes to it, and the record is found, masked, and bound.
  await page.getByTestId('bind-mobile').fill(dadMobile);
  await page.getByTestId('bind-send-code').click();
  await expect(page.getByTestId('bind-send-code')).toContainText('秒后重发');
  await page.getByTestId('bind-verifyCode').fill(await smsCode(server.url, dadMobile));
  await page.getByTestId('bind-find').click();
  const match = page.getByTestId(`bind-match-${pid}`);
  await expect(match).toContainText('王小禾');
  await expect(match).toContainText(`${dadMobile.slice(0, 3)}****${dadMobile.slice(7)}`);
  await screenshot(page, 'binding-2-found');
  await page.getByTestId(`bind-this-${pid}`).click();
  await expect(page.getByText('绑定成功')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(page.getByText('暂无就诊报告')).toBeVisible();
  // The server agrees: the baby's record is the clinic's one (its visits would list here).
  const babyId = (
    await apiPost<{ list: { babyId: number; babyName: string }[] }>(
      '/online/usercenter/pageBabyInfo',
      { pageNum: 1, pageSize: 10 },
      mum,
      server.url,
    )
  ).list.find((b) => b.babyName === '王小禾')?.babyId;
  const visits = await apiPost<{ recordLinked: boolean; total: number }>(
    '/opordering/wechatapp/encounterList',
    { babyId, pageNum: 1, pageSize: 10 },
    mum,
    server.url,
  );
  expect(visits).toMatchObject({ recordLinked: true, total: 0 });
  await screenshot(page, 'binding-3-bound');
});

test('bad input gets the field’s message; a child never seen at the clinic gets a new record', async ({
  page,
  server,
}) => {
  const mobile = specMobile(63);
  await loginThroughPage(page, server.url, mobile);
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const token: string = await sessionToken(page);
  await apiPost('/online/usercenter/addBabyInfo', { babyName: '赵小米', ...BABY }, token, server.url);
  await page.goto('/appointment/#/pages/newFun/jcReport');
  await page.reload();
  await page.getByTestId('bind-mobile').fill('12345');
  await page.getByTestId('bind-send-code').click();
  await expect(page.getByText('请输入正确的11位手机号')).toBeVisible();
  await expect(page.getByTestId('bind-send-code')).toHaveText('获取验证码');
  await page.getByTestId('bind-mobile').fill(mobile);
  await page.getByTestId('bind-verifyCode').fill('12');
  await page.getByTestId('bind-find').click();
  await expect(page.getByText('验证码为6位数字')).toBeVisible();
  await screenshot(page, 'binding-4-bad-input');

  // Nothing under this name on the other guardian's phone (the code goes there; the account's own
  // phone had its login code a moment ago): 新建就诊档案.
  const grandma = specMobile(64);
  await page.getByTestId('bind-mobile').fill(grandma);
  await page.getByTestId('bind-send-code').click();
  await page.getByTestId('bind-verifyCode').fill(await smsCode(server.url, grandma));
  await page.getByTestId('bind-find').click();
  await expect(page.getByTestId('bind-none')).toBeVisible();
  await screenshot(page, 'binding-5-none-found');
  await page.getByTestId('bind-create').click();
  await expect(page.getByText('已建档并绑定')).toBeVisible();
  await expect(page.getByTestId('bind-record')).toHaveCount(0);
  await expect(page.getByText('暂无就诊报告')).toBeVisible();
});
