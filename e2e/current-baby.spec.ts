import { apiGet, apiPost, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, sessionToken, specMobile } from './support/parent-flows.ts';

/**
 * One notion of the child being looked at (issue 13): a parent with two children switches to the
 * second on the home page, and 填写订单 then shows and books for that child, not the default one.
 */

const B = '/opordering/wechatapp';

interface Doctor {
  doctorId: number;
  deptId: number;
}

/** The first bookable slot of a demo doctor from tomorrow on (today's may be past the same-day cut-off). */
const firstFreeSlot = async () => {
  const doctors = await apiGet<Doctor[]>(`${B}/getDoctorList`, { facilityId: 1 });
  for (const doctor of [...doctors].reverse()) {
    for (let day = 1; day <= 7; day++) {
      const date = new Date(Date.now() + 8 * 3_600_000 + day * 86_400_000).toISOString().slice(0, 10);
      const { slots } = await apiGet<{ slots: { slotId: number; canBook: boolean }[] }>(`${B}/getDaySlots`, {
        doctorId: doctor.doctorId,
        date,
      });
      const slot = slots.find((s) => s.canBook);
      if (slot) return { ...doctor, date, slotId: slot.slotId };
    }
  }
  throw new Error('no bookable slot among the demo doctors');
};

test('switching to the second baby on home makes 填写订单 show and book for that baby', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  await loginThroughPage(page, server.url, specMobile(81));
  await expect(page).toHaveURL(/home\/index/);
  const token = await sessionToken(page);
  const add = (babyName: string, birthday: string) =>
    apiPost<{ babyId: number }>(
      '/online/usercenter/addBabyInfo',
      { babyName, sex: '女', birthday, guardianConsent: true },
      token,
    );
  // The first baby becomes the default.
  const elder = await add('大宝', '2021-04-02');
  const younger = await add('二宝', '2024-09-12');

  // Home shows the default; its switch leads to 我的宝宝, where the second is chosen.
  await page.reload();
  const card = page.getByTestId('home-baby-card');
  await expect(card).toContainText('大宝');
  await page.getByTestId('home-switch-baby').click();
  await expect(page).toHaveURL(/newFun\/myBaby/);
  await page.getByTestId(`baby-card-${younger.babyId}`).locator('button[aria-pressed]').click();
  await expect(page.getByTestId(`baby-card-${younger.babyId}`)).toHaveAttribute('data-current', 'true');
  await page.goto('/appointment/#/pages/home/index');
  await expect(card).toContainText('二宝');

  // 填写订单 preselects the child on home, not the default one.
  const slot = await firstFreeSlot();
  await page.goto(
    `/appointment/#/pages/newFun/orderPage?entry=newFun&facilityId=1&deptId=${slot.deptId}&doctorId=${slot.doctorId}&date=${slot.date}&slotId=${slot.slotId}`,
  );
  await expect(page).toHaveTitle('填写订单');
  await expect(page.getByTestId(`booking-baby-${younger.babyId}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId(`booking-baby-${elder.babyId}`)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId(`booking-baby-${younger.babyId}`)).toContainText('二宝');
  await screenshot(page, 'current-baby-order-page');
  await page.getByRole('textbox').fill('体检');
  await page.getByTestId('booking-order-next').click();
  await expect(page).toHaveURL(/newFun\/sureInfo/);
  await expect(page.getByTestId('booking-confirm')).toContainText('二宝');
  await page.getByTestId('booking-submit').click();
  await expect(page).toHaveURL(/newFun\/(onlinePay|orderDetail)/);
  const booked = await apiPost<{ list: { babyId: number; slotId: number }[] }>(
    `${B}/pageAppointment`,
    { pageNum: 1, pageSize: 10 },
    token,
  );
  expect(booked.list).toEqual([expect.objectContaining({ babyId: younger.babyId })]);

  // Choosing the elder on 填写订单 switches the child everywhere: home shows her now.
  await page.goto(
    `/appointment/#/pages/newFun/orderPage?entry=newFun&facilityId=1&deptId=${slot.deptId}&doctorId=${slot.doctorId}&date=${slot.date}&slotId=${slot.slotId}`,
  );
  await page.getByTestId(`booking-baby-${elder.babyId}`).click();
  await page.goto('/appointment/#/pages/home/index');
  await expect(card).toContainText('大宝');
});
