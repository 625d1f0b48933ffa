import type { OrderStatusView } from '@sprout/contract';
import type { RouteQuery } from '../../../lib/router.ts';
import { PAY_ROUTES } from '../routes.ts';

/** The order kind of a doctor's registration; its subject is the appointment (weId). */
export const REGISTRATION_KIND = 'registration';

export const isRegistration = (order: Pick<OrderStatusView, 'kind'>): boolean =>
  order.kind === REGISTRATION_KIND;

/** The order kind of a package card (套餐卡); its subject is the card. */
export const PACKAGE_CARD_KIND = 'package_card';

/** The page of what the order bought: a registration's 预约详情, a card's 套餐卡详情, else the list of records. */
export const subjectPage = (
  order: Pick<OrderStatusView, 'kind' | 'subjectId'>,
): { path: string; query?: RouteQuery } => {
  if (isRegistration(order)) return { path: PAY_ROUTES.orderDetail, query: { weId: order.subjectId } };
  if (order.kind === PACKAGE_CARD_KIND)
    return { path: PAY_ROUTES.packageCard, query: { cardId: order.subjectId } };
  return { path: PAY_ROUTES.orderHistory };
};
