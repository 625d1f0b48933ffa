import type { Page } from '@playwright/test';
import { screenshot } from './api.ts';
import { expect } from './fixtures.ts';

/**
 * Picks province, city and district on 所在地区 of 新增收货地址 (`shot`: a screenshot with the wheels
 * open, before 确定).
 */
export const pickRegion = async (page: Page, choices: string[], shot?: string) => {
  await page.getByTestId('address-form-region').click();
  const columns = page.locator('.address-region-picker .adm-picker-view-column');
  for (const [i, text] of choices.entries()) {
    const item = columns.nth(i).locator('.adm-picker-view-column-item', { hasText: new RegExp(`^${text}$`) });
    // The wheel marks its choice; the picker takes it a tick later (antd-mobile debounces onChange). A
    // column that is still being refilled after the one before changed can let a click go by (seen on
    // a loaded CI machine), so the click is repeated until the wheel shows it.
    await expect(async () => {
      await expect(item).toHaveCount(1, { timeout: 1_000 });
      await item.dispatchEvent('click');
      await expect(item).toHaveAttribute('aria-label', 'active', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
  if (shot) await screenshot(page, shot);
  await page.locator('.address-region-picker .adm-picker-header-button', { hasText: '确定' }).click();
};
