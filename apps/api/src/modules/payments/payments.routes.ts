import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { ClientPayParams } from '../../providers/payments/payment-provider.ts';
import { cancelPayment, orderStatus, startPayment } from './payments.service.ts';

const { payments } = api;

/** A channel the provider cannot serve answers 4009 through the service; here only the shapes differ. */
const publicShape = (p: ClientPayParams) => ({
  appId: p.appId ?? '',
  timeStamp: p.timeStamp ?? '',
  nonceStr: p.nonceStr ?? '',
  package: p.package ?? '',
  signType: p.signType ?? '',
  sign: p.sign ?? '',
  cashierUrl: p.cashierUrl,
});

export const registerPaymentRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, payments.paySignWx, async ({ principal, query }) =>
    publicShape(await startPayment(ctx, principal.userId, query.orderNo, 'wxpay', query.returnUrl)),
  );
  registerEndpoint(app, ctx, payments.payPublicWx, async ({ principal, query }) =>
    publicShape(await startPayment(ctx, principal.userId, query.orderNo, 'wxpublic', query.returnUrl)),
  );
  registerEndpoint(app, ctx, payments.smallPaySignWx, async ({ principal, query }) => {
    const p = await startPayment(ctx, principal.userId, query.orderNo, 'smallPay', query.returnUrl);
    return {
      timeStamp: p.timeStamp ?? '',
      nonceStr: p.nonceStr ?? '',
      package: p.package ?? '',
      sign: p.sign ?? '',
      cashierUrl: p.cashierUrl,
    };
  });
  registerEndpoint(app, ctx, payments.paySignAli, async ({ principal, query }) => {
    const p = await startPayment(ctx, principal.userId, query.orderNo, 'alipay', query.returnUrl);
    return { orderStr: p.orderStr, cashierUrl: p.cashierUrl, tradeNo: p.tradeNo };
  });
  registerEndpoint(app, ctx, payments.orderStatus, ({ principal, query, req }) =>
    orderStatus(ctx, principal.userId, query.orderNo, req.log),
  );
  registerEndpoint(app, ctx, payments.cancelPay, ({ principal, body }) =>
    cancelPayment(ctx, principal.userId, body.orderNo),
  );
};
