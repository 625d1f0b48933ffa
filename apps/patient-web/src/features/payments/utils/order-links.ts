import type { OrderStatusView } from '@sprout/contract';
import type { RouteQuery } from '../../../lib/router.ts';
import { PAY_ROUTES } from '../routes.ts';

/** The order kind of a doctor's registration; its subject is the appointment (weId). */
export const REGISTRATION_KIND = 'registration';

export const isRegistration = (order: Pick<OrderStatusView, 'kind'>): boolean =>
  order.kind === REGISTRATION_KIND;

/** The order kind of a package card (套餐卡); its subject is the card. */
export const PACKAGE_CARD_KIND = 'package_card';

/** The order kind of clinic bills paid together (待缴费); its subject is the first bill. */
export const CLINIC_FEE_KIND = 'clinic_fee';

/** The order kind of a 图文问诊; its subject is the inquiry. */
export const CONSULTATION_KIND = 'consultation';

/**
 * The page of what the order bought: a registration's 预约详情, a card's 套餐卡详情, a consultation's
 * 预约信息, clinic bills' 已缴费 tab, else the order's 消费详情. (预约记录 lists appointments only, so it
 * is never where a bill or a consultation is found.)
 */
export const subjectPage = (
  order: Pick<OrderStatusView, 'kind' | 'subjectId' | 'orderNo'>,
): { path: string; query?: RouteQuery } => {
  if (isRegistration(order)) return { path: PAY_ROUTES.orderDetail, query: { weId: order.subjectId } };
  if (order.kind === PACKAGE_CARD_KIND)
    return { path: PAY_ROUTES.packageCard, query: { cardId: order.subjectId } };
  if (order.kind === CONSULTATION_KIND)
    return { path: PAY_ROUTES.inquiry, query: { inquiryId: order.subjectId } };
  if (order.kind === CLINIC_FEE_KIND) return { path: PAY_ROUTES.feeIndex, query: { tab: 'paid' } };
  return { path: PAY_ROUTES.consumeDetail, query: { orderNo: order.orderNo } };
};
