import { apiPost, loginParentViaApi, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { specMobile, WECHAT_UA } from './support/parent-flows.ts';

const MOBILE_VIEW = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
const JS_SDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

/**
 * WeChat's JS-SDK stands in here as a script served for res.wx.qq.com by the test (no outside network):
 * it records what the page asks of `wx`. The page's own CSP must let it run.
 */
const FAKE_JWEIXIN = `window.__wxCalls = [];
window.wx = {
  config: function (o) { window.__wxCalls.push(['config', o]); var r = window.__wxReady; setTimeout(function () { r && r(); }, 0); },
  ready: function (f) { window.__wxReady = f; },
  error: function () {},
  updateAppMessageShareData: function (c) { window.__wxCalls.push(['updateAppMessageShareData', c]); },
  updateTimelineShareData: function (c) { window.__wxCalls.push(['updateTimelineShareData', c]); },
};`;

/** A parent's 身高报告 shared: the link a grandparent would open. */
const sharedReportUrl = async (base: string): Promise<string> => {
  const token = await loginParentViaApi(specMobile(91), base);
  const baby = await apiPost<{ babyId: number }>(
    '/online/usercenter/addBabyInfo',
    { babyName: '林小禾', sex: '女', birthday: '2022-05-01', guardianConsent: true },
    token,
    base,
  );
  const measured = await apiPost<{ measurementId: number }>(
    '/api/growth/addMeasurement',
    { babyId: baby.babyId, measuredOn: '2026-06-01', heightCm: 101.5, weightKg: 15.6 },
    token,
    base,
  );
  const report = await apiPost<{ evaluationId: number }>(
    '/online/usercenter/addEvaluating',
    { babyId: baby.babyId, measurementId: measured.measurementId },
    token,
    base,
  );
  const link = await apiPost<{ sharePath: string }>(
    '/online/usercenter/homePageShare',
    { evaluationId: report.evaluationId },
    token,
    base,
  );
  return `${base.replace(/\/+$/, '')}/${link.sharePath.replace(/^\/+/, '')}`;
};

test('a shared report opened in WeChat gets its own share card; elsewhere no JS-SDK is loaded', async ({
  browser,
  server,
}) => {
  test.setTimeout(60_000);
  const url = await sharedReportUrl(server.url);

  // Inside WeChat: the SDK from res.wx.qq.com, config signed for the page without its hash, both cards.
  const wechat = await browser.newContext({ ...MOBILE_VIEW, baseURL: server.url, userAgent: WECHAT_UA });
  const sdkRequests: string[] = [];
  await wechat.route('https://res.wx.qq.com/**', (route) => {
    sdkRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: FAKE_JWEIXIN });
  });
  const page = await wechat.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const signed = page.waitForRequest((r) => r.url().endsWith('/online/usercenter/getHtmlSignature'));
  await page.goto(url);
  await expect(page.getByTestId('shared-report')).toContainText('林**');
  expect((await signed).postDataJSON()).toEqual({ url: url.split('#')[0] });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __wxCalls?: unknown[] }).__wxCalls?.length ?? 0))
    .toBe(3);
  const calls = await page.evaluate(
    () => (window as unknown as { __wxCalls: [string, Record<string, unknown>][] }).__wxCalls,
  );
  expect(sdkRequests).toEqual([JS_SDK]);
  expect(violations).toEqual([]);
  expect(calls.map(([name]) => name)).toEqual([
    'config',
    'updateAppMessageShareData',
    'updateTimelineShareData',
  ]);
  expect(calls[0]?.[1]).toMatchObject({
    debug: false,
    appId: expect.any(String),
    signature: expect.stringMatching(/^[0-9a-f]{40}$/),
    jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
  });
  expect(calls[1]?.[1]).toEqual({
    title: '林** 的身高报告',
    desc: expect.stringMatching(/^小芽儿童健康 · 生长发育评估，链接有效期至 \d{4}-\d\d-\d\d \d\d:\d\d$/),
    link: url,
    imgUrl: `${new URL(server.url).origin}/appointment/share-icon.png`,
  });
  const icon = await page.request.get('/appointment/share-icon.png');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/png');
  await screenshot(page, 'wechat-share-shared-report');
  await wechat.close();

  // Any other browser: the same page, and not a single request to WeChat's host.
  const plain = await browser.newContext({ ...MOBILE_VIEW, baseURL: server.url });
  const outside: string[] = [];
  await plain.route('https://res.wx.qq.com/**', (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  const view = await plain.newPage();
  await view.goto(url);
  await expect(view.getByTestId('shared-report')).toContainText('林**');
  await view.waitForTimeout(500);
  expect(outside).toEqual([]);
  await plain.close();
});
