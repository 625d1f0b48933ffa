import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { grantCoupon, listCampaigns, moveCampaignState, saveCampaign } from './campaigns.service.ts';
import {
  claimCoupon,
  countCoupons,
  couponCentre,
  couponDetail,
  listCoupons,
  validateCoupon,
} from './coupons.service.ts';

const { coupons, couponsConsole } = api;

export const registerCouponRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, coupons.couponList, ({ principal, query }) =>
    listCoupons(ctx, principal, query),
  );
  registerEndpoint(app, ctx, coupons.couponCount, ({ principal }) => countCoupons(ctx, principal));
  registerEndpoint(app, ctx, coupons.couponDetail, ({ principal, query }) =>
    couponDetail(ctx, principal, query.couponCode),
  );
  registerEndpoint(app, ctx, coupons.couponValidate, ({ principal, body }) =>
    validateCoupon(ctx, principal, body),
  );
  registerEndpoint(app, ctx, coupons.couponCentre, ({ principal }) => couponCentre(ctx, principal));
  registerEndpoint(app, ctx, coupons.couponClaim, ({ principal, body }) => claimCoupon(ctx, principal, body));

  registerEndpoint(app, ctx, couponsConsole.campaignList, ({ query }) => listCampaigns(ctx, query));
  registerEndpoint(app, ctx, couponsConsole.campaignSave, ({ principal, body }) =>
    saveCampaign(ctx, principal, body),
  );
  registerEndpoint(app, ctx, couponsConsole.campaignState, ({ principal, body }) =>
    moveCampaignState(ctx, principal, body),
  );
  registerEndpoint(app, ctx, couponsConsole.grant, ({ principal, body }) =>
    grantCoupon(ctx, principal, body),
  );
};
