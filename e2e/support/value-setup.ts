import { apiPost } from './api.ts';

/**
 * What the e2e specs of issue 15 set up through the console API before a parent acts: package-card
 * selling switched on for the clinic (a facility setting), and a card product.
 */

/** Activates member points for a parent, agreeing to the 开通会员须知 version in force (as 会员积分激活 does). */
export const activateMember = (parentToken: string) =>
  apiPost(
    '/opordering/wechatapp/memberCard/activate',
    { agreeNotice: true, noticeVersion: '2026-11' },
    parentToken,
  );

/** Turns on selling package cards at the demo clinic (facility 1). */
export const sellPackageCards = (manager: string) =>
  apiPost('/api/console/clinic/facility/update', { facilityId: 1, sellPackageCards: true }, manager);

export interface CardProduct {
  name: string;
  description?: string;
  priceFen: number;
  services: { serviceCode: string; serviceName: string; uses: number }[];
  validityDays: number;
  refundHandlingPercent: number;
}

/** Saves an enabled card product (selling switched on first) and answers its id. */
export const saveCardProduct = async (manager: string, product: CardProduct): Promise<number> => {
  await sellPackageCards(manager);
  const saved = await apiPost<{ productId: number }>(
    '/api/console/packageCards/product/save',
    { ...product, enabled: true },
    manager,
  );
  return saved.productId;
};

/** A baby added for the parent and bound to a new clinic record: what a bill is billed to. */
export const childWithRecord = async (
  token: string,
  baby: { babyName: string; sex: '男' | '女'; birthday: string },
): Promise<{ babyId: number; pid: string }> => {
  const { babyId } = await apiPost<{ babyId: number }>(
    '/online/usercenter/addBabyInfo',
    { ...baby, guardianConsent: true },
    token,
  );
  const { pid } = await apiPost<{ pid: string }>(
    '/opordering/wechatapp/addBindRecordBaby',
    { babyId },
    token,
  );
  return { babyId, pid };
};
