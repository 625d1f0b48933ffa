import type { OrderStatusView } from '@sprout/contract';
import type { RouteQuery } from '../../../lib/router.ts';
import { PAY_ROUTES } from '../routes.ts';

/** The order kind of a doctor's registration; its subject is the appointment (weId). */
export const REGISTRATION_KIND = 'registration';

export const isRegistration = (order: Pick<OrderStatusView, 'kind'>): boolean =>
  order.kind === REGISTRATION_KIND;

/** The page of what the order bought: a registration's 预约详情, else the list of records. */
export const subjectPage = (
  order: Pick<OrderStatusView, 'kind' | 'subjectId'>,
): { path: string; query?: RouteQuery } =>
  isRegistration(order)
    ? { path: PAY_ROUTES.orderDetail, query: { weId: order.subjectId } }
    : { path: PAY_ROUTES.orderHistory };
