import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listServices, saveService } from './consult-services.service.ts';
import {
  acceptInquiry,
  closeInquiry,
  declineInquiry,
  inbox,
  inquiryDetail,
  refundByHand,
} from './inquiry-doctor.service.ts';

const { consultationConsole: c } = api;

export const registerConsultationConsoleRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, c.serviceList, ({ query }) => listServices(ctx, query));
  registerEndpoint(app, ctx, c.serviceSave, ({ principal, body }) => saveService(ctx, principal, body));
  registerEndpoint(app, ctx, c.inbox, ({ principal, query }) => inbox(ctx, principal, query));
  registerEndpoint(app, ctx, c.inquiryDetail, ({ principal, query }) =>
    inquiryDetail(ctx, principal, query.inquiryId),
  );
  registerEndpoint(app, ctx, c.accept, ({ principal, body }) =>
    acceptInquiry(ctx, principal, body.inquiryId),
  );
  registerEndpoint(app, ctx, c.decline, ({ principal, body }) => declineInquiry(ctx, principal, body));
  registerEndpoint(app, ctx, c.close, ({ principal, body }) => closeInquiry(ctx, principal, body));
  registerEndpoint(app, ctx, c.refund, ({ principal, body }) => refundByHand(ctx, principal, body));
};
