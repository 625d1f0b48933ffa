import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { carouselDoctors, doctorHome, doctorStatus, findDoctors } from './consult-doctors.service.ts';
import { quoteInquiry } from './inquiry-checkout.service.ts';
import { askAgain, createInquiry, inquiryPrefill } from './inquiry-create.service.ts';
import {
  cancelInquiry,
  inquiryDetails,
  inquirySummary,
  listInquiries,
  payInquiry,
} from './inquiries.service.ts';
import {
  addEvaluation,
  evaluationOfInquiry,
  listDoctorEvaluations,
  RATING_LABELS,
} from './ratings.service.ts';

const { consultation: c } = api;

/** The parents' consultation calls: the spec's names stop here. */
export const registerConsultationRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, c.findDoctor, ({ query }) => findDoctors(ctx, query));
  registerEndpoint(app, ctx, c.homeCarouselDoctor, () => carouselDoctors(ctx));
  registerEndpoint(app, ctx, c.getDoctorStatus, ({ body }) => doctorStatus(ctx, body.doctorId));
  registerEndpoint(app, ctx, c.doctorHome, ({ query }) => doctorHome(ctx, query.doctorId));
  registerEndpoint(app, ctx, c.evaluationLabels, async () => [...RATING_LABELS]);
  registerEndpoint(app, ctx, c.evaluationList, ({ query }) =>
    listDoctorEvaluations(ctx, query.doctorId, query.pageNum, query.pageSize),
  );
  registerEndpoint(app, ctx, c.inquiryPrefill, ({ principal, query }) =>
    inquiryPrefill(ctx, principal, query.babyId),
  );
  registerEndpoint(app, ctx, c.inquiryQuote, ({ principal, body }) => quoteInquiry(ctx, principal, body));
  registerEndpoint(app, ctx, c.inquiryCreate, ({ principal, body }) => createInquiry(ctx, principal, body));
  registerEndpoint(app, ctx, c.inquiryAgain, ({ principal, body }) => askAgain(ctx, principal, body));
  registerEndpoint(app, ctx, c.inquiryPay, ({ principal, body }) =>
    payInquiry(ctx, principal, body.inquiryId),
  );
  registerEndpoint(app, ctx, c.inquiryCancel, ({ principal, body }) =>
    cancelInquiry(ctx, principal, body.inquiryId),
  );
  registerEndpoint(app, ctx, c.inquiryDetails, ({ principal, query }) =>
    inquiryDetails(ctx, principal, query.inquiryId),
  );
  registerEndpoint(app, ctx, c.inquiryList, ({ principal, query }) => listInquiries(ctx, principal, query));
  registerEndpoint(app, ctx, c.summary, ({ principal, query }) =>
    inquirySummary(ctx, principal, query.inquiryId),
  );
  registerEndpoint(app, ctx, c.evaluationAdd, ({ principal, body }) => addEvaluation(ctx, principal, body));
  registerEndpoint(app, ctx, c.evaluationDetails, ({ principal, query }) =>
    evaluationOfInquiry(ctx, principal, query.inquiryId),
  );
};
