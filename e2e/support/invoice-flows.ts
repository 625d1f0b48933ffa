import type { Page } from '@playwright/test';
import { apiGet, apiPost } from './api.ts';
import { expect } from './fixtures.ts';

/** 消费记录 and 发票 specs (invoices, accessibility): a paid registration of the parent's own. */

const B = '/opordering/wechatapp';

/** Books the first free paid slot of a demo doctor through the API; returns its order number and fee. */
export const bookPaid = async (token: string, base: string) => {
  const baby = await apiPost<{ babyId: number }>(
    '/online/usercenter/addBabyInfo',
    { babyName: '小禾', sex: '女', birthday: '2022-05-01', guardianConsent: true },
    token,
    base,
  );
  const doctors = await apiGet<{ doctorId: number; feeFen: number }[]>(
    `${B}/getDoctorList`,
    { facilityId: 1 },
    undefined,
    base,
  );
  for (const doctor of doctors.filter((d) => d.feeFen > 0))
    for (let day = 1; day <= 7; day++) {
      const date = new Date(Date.now() + 8 * 3_600_000 + day * 86_400_000).toISOString().slice(0, 10);
      const { slots } = await apiGet<{ slots: { slotId: number; canBook: boolean }[] }>(
        `${B}/getDaySlots`,
        { doctorId: doctor.doctorId, date },
        undefined,
        base,
      );
      const slot = slots.find((s) => s.canBook);
      if (!slot) continue;
      return apiPost<{ orderNo: string; amountFen: number }>(
        `${B}/addAppointment`,
        { babyId: baby.babyId, slotId: slot.slotId, visitReason: '体检' },
        token,
        base,
      );
    }
  throw new Error('no bookable paid slot among the demo doctors');
};

/** Pays an order on the sandbox cashier through the app, as a parent does. */
export const payOnCashier = async (page: Page, orderNo: string) => {
  await page.goto(`/appointment/#/pages/newFun/onlinePay?orderNo=${orderNo}`);
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/dev\/pay\/cashier/);
  await page.getByTestId('cashier-pay').click();
  await expect(page).toHaveURL(/otherFun\/success\?orderNo=/, { timeout: 20_000 });
};
