import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { billDetail, listPaidBills, listUnpaidBills, quoteBills } from './fee-checkout.service.ts';
import { authorizeAlipayPayer } from '../payments/alipay-payer.service.ts';
import { cancelFeePayment } from './fee-cancel.service.ts';
import { feeReceipt, startFeePayment } from './fee-start.service.ts';

const { fees } = api;

/** The parent's fee-collection calls; the four quote calls read one server-side quote. */
export const registerFeeRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, fees.feeList, ({ principal }) => listUnpaidBills(ctx, principal));
  registerEndpoint(app, ctx, fees.feePayList, ({ principal }) => listPaidBills(ctx, principal));
  registerEndpoint(app, ctx, fees.feeItemList, ({ principal, query }) =>
    billDetail(ctx, principal, query.billId),
  );
  registerEndpoint(
    app,
    ctx,
    fees.feeOpenPay,
    async ({ principal, body }) => (await quoteBills(ctx, ctx.db, principal, body)).view,
  );
  registerEndpoint(app, ctx, fees.feeDiscountAmount, async ({ principal, body }) => {
    const { view } = await quoteBills(ctx, ctx.db, principal, body);
    return { totalFen: view.totalFen, discountFen: view.discountFen, payFen: view.payFen };
  });
  registerEndpoint(app, ctx, fees.feeCoupons, async ({ principal, body }) => {
    const { view } = await quoteBills(ctx, ctx.db, principal, body);
    return { list: view.coupons, couponId: view.couponId };
  });
  registerEndpoint(app, ctx, fees.feeActivities, async ({ principal, body }) => ({
    list: (await quoteBills(ctx, ctx.db, principal, body)).view.adjustments,
  }));
  registerEndpoint(app, ctx, fees.feeStart, ({ principal, body }) => startFeePayment(ctx, principal, body));
  registerEndpoint(app, ctx, fees.feeCancelPay, ({ principal, body, req }) =>
    cancelFeePayment(ctx, principal, body.orderNo, req.log),
  );
  registerEndpoint(app, ctx, fees.feeAlipayAuth, ({ principal, body }) =>
    authorizeAlipayPayer(ctx, principal.userId, body),
  );
  registerEndpoint(app, ctx, fees.feeReceipt, ({ principal, query }) =>
    feeReceipt(ctx, principal, query.orderNo),
  );
};
