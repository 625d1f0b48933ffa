import type { Page } from '@playwright/test';
import { auditPage } from './support/accessibility.ts';
import { apiPost, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { noisePng } from './support/png.ts';
import { loginThroughPage, sessionToken, specMobile, watchToasts } from './support/parent-flows.ts';

/**
 * 上传病历 and 病历详情 (issue 14): a parent chooses two pictures, sees each one's upload progress
 * (XHR progress events, the upload slowed so they are seen), finds them in the album of the day,
 * opens one full size, and takes both to a new 图文问诊. A picture over the size limit is stopped
 * before it is sent, with the spec's toast.
 */

/** Every progress value the tiles showed, collected in the page as they change. */
const recordProgress = (page: Page) =>
  page.evaluate(() => {
    const seen: number[] = [];
    Reflect.set(window, '__pictureProgress', seen);
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]'))
        seen.push(Number(bar.getAttribute('aria-valuenow')));
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  });

test('a parent uploads two pictures with progress, finds them by date and takes them to an inquiry', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  await loginThroughPage(page, server.url, specMobile(121));
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const token = await sessionToken(page);
  await apiPost(
    '/online/usercenter/addBabyInfo',
    { babyName: '小图', sex: '女', birthday: '2022-03-01', guardianConsent: true },
    token,
  );
  await page.goto('/appointment/#/pages/otherFun/uploadImg');
  await page.reload();
  await expect(page.getByTestId('picture-choose-album')).toBeVisible();
  const toasts = await watchToasts(page);

  // Over the limit (10 MB by default): refused before sending, nothing uploaded.
  await page.getByTestId('picture-compressed').uncheck();
  const huge = Buffer.concat([noisePng(8, 1), Buffer.alloc(11 * 1024 * 1024)]);
  await page.getByTestId('picture-choose-album').locator('input').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: huge,
  });
  await expect(page.getByTestId('picture-upload-tile')).toHaveAttribute('data-status', 'failed');
  await expect.poll(toasts).toContain('图片过大，请重新上传');
  await page.getByRole('button', { name: '移除第1张图片' }).click();
  await expect(page.getByTestId('picture-upload-tile')).toHaveCount(0);

  // Two pictures on a slow uplink (100 kB/s, a few seconds each even when compressed), so the
  // progress between 0 and 100 is seen on a loaded machine too.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 2_000_000,
    uploadThroughput: 100_000,
  });
  await recordProgress(page);
  await page
    .getByTestId('picture-choose-album')
    .locator('input')
    .setInputFiles([
      { name: '病历1.png', mimeType: 'image/png', buffer: noisePng(300, 7) },
      { name: '病历2.png', mimeType: 'image/png', buffer: noisePng(300, 11) },
    ]);
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  await screenshot(page, 'pictures-1-uploading');
  const tiles = page.getByTestId('picture-upload-tile');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(tiles.nth(1)).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const progress = await page.evaluate(() => {
    const seen: unknown = Reflect.get(window, '__pictureProgress');
    return Array.isArray(seen) ? seen.map(Number) : [];
  });
  expect(progress.some((p) => p > 0 && p < 100)).toBe(true);
  await expect(tiles.nth(0).locator('img')).toHaveJSProperty('complete', true);
  await screenshot(page, 'pictures-2-uploaded');

  // 病历详情: today's album holds both; one opens full size.
  await page.getByTestId('picture-view-albums').click();
  await expect(page).toHaveURL(/otherFun\/imgDetail/);
  const thumbs = page.getByTestId('picture-thumb');
  await expect(thumbs).toHaveCount(2);
  await screenshot(page, 'pictures-3-albums');
  await thumbs.first().click();
  const full = page.getByTestId('picture-viewer').locator('img');
  await expect(full).toBeVisible();
  await expect
    .poll(() => full.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0)))
    .toBe(300);
  await screenshot(page, 'pictures-4-full-size');
  await page.getByRole('button', { name: '关闭' }).click();

  // Both chosen for a new 图文问诊: the parent picks the doctor first, and 提交问诊 takes them in.
  await page.getByTestId('picture-select').click();
  await thumbs.nth(0).click();
  await thumbs.nth(1).click();
  await expect(page.getByTestId('picture-attach')).toHaveText('附到图文问诊（2）');
  await screenshot(page, 'pictures-5-selected');
  await page.getByTestId('picture-attach').click();
  await expect(page).toHaveURL(/otherFun\/doctor/);
  await page.goto('/appointment/#/pages/otherFun/addSubmit?doctorId=1');
  await expect(page.getByTestId('picture-picker-chosen')).toHaveCount(2);
  await screenshot(page, 'pictures-6-carried-to-ask');
  // Taken once: a later visit starts with the form's own (here, its draft's) pictures only.
  await page.getByRole('button', { name: '移除第1张图片' }).click();
  await page.reload();
  await expect(page.getByTestId('picture-picker-chosen')).toHaveCount(1);
});

test('a parent deletes a picture from the album', async ({ page, server }) => {
  await loginThroughPage(page, server.url, specMobile(122));
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const token = await sessionToken(page);
  await apiPost(
    '/online/usercenter/addBabyInfo',
    { babyName: '小删', sex: '男', birthday: '2022-03-01', guardianConsent: true },
    token,
  );
  await page.goto('/appointment/#/pages/otherFun/uploadImg');
  await page.reload();
  await page
    .getByTestId('picture-choose-album')
    .locator('input')
    .setInputFiles({
      name: 'one.png',
      mimeType: 'image/png',
      buffer: noisePng(40, 3),
    });
  await expect(page.getByTestId('picture-upload-tile')).toHaveAttribute('data-status', 'done');
  await page.getByTestId('picture-view-albums').click();
  await page.getByTestId('picture-thumb').first().click();
  await page.getByTestId('picture-delete').click();
  await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('还没有病历图片')).toBeVisible();
});

test('the pictures pages pass the accessibility audit at 375x812', async ({ page, server }) => {
  await loginThroughPage(page, server.url, specMobile(123));
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const token = await sessionToken(page);
  await apiPost(
    '/online/usercenter/addBabyInfo',
    { babyName: '小读', sex: '女', birthday: '2021-09-01', guardianConsent: true },
    token,
  );
  await page.goto('/appointment/#/pages/otherFun/uploadImg');
  await page.reload();
  await page
    .getByTestId('picture-choose-album')
    .locator('input')
    .setInputFiles({
      name: 'read.png',
      mimeType: 'image/png',
      buffer: noisePng(60, 5),
    });
  await expect(page.getByTestId('picture-upload-tile')).toHaveAttribute('data-status', 'done');
  const findings = await auditPage(page, 'pictures-upload');
  await page.getByTestId('picture-view-albums').click();
  await expect(page.getByTestId('picture-thumb')).toHaveCount(1);
  findings.push(...(await auditPage(page, 'pictures-albums')));
  await page.getByTestId('picture-select').click();
  await page.getByTestId('picture-thumb').click();
  findings.push(...(await auditPage(page, 'pictures-albums-selecting')));
  expect(findings).toEqual([]);
});
