import { randomUUID } from 'node:crypto';
import { addCalendarDays, clinicToday } from '@sprout/domain';
import { apiPost } from './api.ts';
import { offerConsultation } from './consult-services.ts';
import { payOnSandbox } from './sandbox-pay.ts';
import { saveCardProduct } from './value-setup.ts';

/**
 * What the 图文问诊 checkout specs set up through the API (issue 22): a doctor of their own offering
 * 图文问诊 at a price, a live coupon for the service CONSULTATION, and a package card that covers it.
 * Coupons are claimed and points given with the helpers of ./registration-checkout.ts.
 */

const B = '/opordering/wechatapp';
const P = '/api/console/clinic';

/** A department (sorted last) with one doctor whose 图文问诊 costs `priceFen`, on duty all week; its id. */
export const consultDoctor = async (manager: string, tag: string, priceFen: number): Promise<number> => {
  const dept = await apiPost<{ departmentId: number }>(
    `${P}/department/create`,
    { facilityId: 1, name: `问诊结算科${tag}`, intro: '端到端测试科室', sort: 9999 },
    manager,
  );
  const { doctorId } = await apiPost<{ doctorId: number }>(
    `${P}/doctor/create`,
    {
      name: `钱医生${tag}`,
      title: '主治医师',
      speciality: '儿童呼吸道感染',
      introduction: '端到端测试医生。',
      registrationFeeFen: 0,
      departmentId: dept.departmentId,
    },
    manager,
  );
  await offerConsultation(doctorId, { priceFen });
  return doctorId;
};

/** A live campaign of a fixed amount off 图文问诊 (service CONSULTATION), no threshold; its id. */
export const consultationCampaign = async (manager: string, name: string, valueFen: number) => {
  const { campaignId } = await apiPost<{ campaignId: number }>(
    '/api/console/coupons/campaign/save',
    {
      name,
      kind: 'amount',
      valueFen,
      thresholdFen: 0,
      serviceCodes: ['CONSULTATION'],
      scopeText: '仅限图文问诊',
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

/** A package card with 2 uses of 图文问诊, bought for the child and paid on the sandbox; its id. */
export const consultationCard = async (manager: string, parent: string, babyId: number, name: string) => {
  const productId = await saveCardProduct(manager, {
    name,
    priceFen: 10_000,
    services: [{ serviceCode: 'CONSULTATION', serviceName: '图文问诊', uses: 2 }],
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
