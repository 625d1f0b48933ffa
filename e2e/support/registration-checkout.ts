import { randomUUID } from 'node:crypto';
import { addCalendarDays, clinicToday } from '@sprout/domain';
import { apiGet, apiPost, DEMO } from './api.ts';
import { payOnSandbox } from './sandbox-pay.ts';
import { activateMember, saveCardProduct } from './value-setup.ts';

/**
 * What the 预约挂号 checkout specs set up through the API (issue 22): a doctor of their own with a
 * registration fee and tomorrow's free slot, a live coupon for the service REGISTRATION, points, and
 * a package card that covers 预约挂号. Each test makes its own, so nothing depends on another spec.
 */

const B = '/opordering/wechatapp';
const P = '/api/console/clinic';

export const managerToken = async (): Promise<string> =>
  (await apiPost<{ token: string }>('/api/console/auth/login', DEMO.staff.manager)).token;

/** A department (sorted last) with one doctor at `feeFen`, every afternoon; tomorrow's first free slot. */
export const feeDoctor = async (manager: string, tag: string, feeFen: number) => {
  const dept = await apiPost<{ departmentId: number }>(
    `${P}/department/create`,
    { facilityId: 1, name: `挂号结算科${tag}`, intro: '端到端测试科室', sort: 9999 },
    manager,
  );
  const { doctorId } = await apiPost<{ doctorId: number }>(
    `${P}/doctor/create`,
    {
      name: `郑医生${tag}`,
      title: '主治医师',
      speciality: '儿童生长发育评估',
      introduction: '端到端测试医生。',
      registrationFeeFen: feeFen,
      departmentId: dept.departmentId,
    },
    manager,
  );
  for (let weekday = 1; weekday <= 7; weekday++)
    await apiPost(
      `${P}/schedule/saveTemplate`,
      {
        doctorId,
        weekday,
        period: 'pm',
        startTime: '14:00',
        endTime: '17:00',
        slotMinutes: 30,
        capacityPerSlot: 2,
      },
      manager,
    );
  const today = clinicToday();
  await apiPost(
    `${P}/schedule/generate`,
    { facilityId: 1, doctorId, from: today, to: addCalendarDays(today, 8) },
    manager,
  );
  // Tomorrow: a slot later today may already be inside the cancellation cut-off.
  const date = addCalendarDays(today, 1);
  const { slots } = await apiGet<{ slots: { slotId: number; canBook: boolean }[] }>(`${B}/getDaySlots`, {
    doctorId,
    date,
  });
  const free = slots.filter((s) => s.canBook).map((s) => s.slotId);
  if (free.length < 2) throw new Error(`too few free slots for doctor ${doctorId} on ${date}`);
  const chosen = `facilityId=1&deptId=${dept.departmentId}&doctorId=${doctorId}&date=${date}`;
  return {
    doctorId,
    date,
    slotIds: free,
    orderPage: (slotId: number) => `newFun/orderPage?entry=newFun&${chosen}&slotId=${slotId}`,
  };
};

/** A live campaign of a fixed amount off 预约挂号 (service REGISTRATION), no threshold; its id. */
export const registrationCampaign = async (manager: string, name: string, valueFen: number) => {
  const { campaignId } = await apiPost<{ campaignId: number }>(
    '/api/console/coupons/campaign/save',
    {
      name,
      kind: 'amount',
      valueFen,
      thresholdFen: 0,
      serviceCodes: ['REGISTRATION'],
      scopeText: '仅限预约挂号',
      stacksWithMemberDiscount: true,
      validMode: 'days',
      validDays: 30,
      claimFrom: clinicToday(),
      claimTo: addCalendarDays(clinicToday(), 7),
      perPersonLimit: 1,
      totalQuantity: 10,
    },
    manager,
  );
  await apiPost('/api/console/coupons/campaign/state', { campaignId, action: 'goLive' }, manager);
  return campaignId;
};

/** The parent claims one coupon of the campaign (as 领券中心 does). */
export const claimCoupon = (parent: string, campaignId: number) =>
  apiPost<{ couponCode: string }>(
    `${B}/couponClaim`,
    { distributionCouponsId: campaignId, requestKey: randomUUID() },
    parent,
  );

/** Member points activated for the parent, and `points` given by the clinic (a manager's adjustment). */
export const memberWithPoints = async (parent: string, userId: number, manager: string, points: number) => {
  await activateMember(parent);
  await apiPost(
    '/api/console/members/points/adjust',
    { userId, points, reason: '端到端测试赠送', requestKey: randomUUID() },
    manager,
  );
};

/** A package card with `uses` of 预约挂号, bought for the child and paid on the sandbox. */
export const registrationCard = async (manager: string, parent: string, babyId: number, name: string) => {
  const productId = await saveCardProduct(manager, {
    name,
    priceFen: 10_000,
    services: [{ serviceCode: 'REGISTRATION', serviceName: '预约挂号', uses: 2 }],
    validityDays: 90,
    refundHandlingPercent: 0,
  });
  const bought = await apiPost<{ cardId: number; orderNo: string }>(
    `${B}/setMeal/buy`,
    { productId, babyId, requestKey: randomUUID() },
    parent,
  );
  await payOnSandbox(parent, bought.orderNo);
  return bought.cardId;
};
