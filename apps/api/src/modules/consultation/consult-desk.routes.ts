import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { answerComplaint, complainAboutInquiry, listComplaints } from './complaints.service.ts';
import { listRatingsForManagers } from './ratings.service.ts';
import {
  deleteSummaryTemplate,
  listSummaryTemplates,
  saveSummaryTemplate,
} from './summary-templates.service.ts';

const { consultationDesk: d, consultationFeedback: f } = api;

/** The console's consultation desk (templates, ratings, complaints) and the parent's complaint. */
export const registerConsultDeskRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, f.inquiryComplaint, ({ principal, body }) =>
    complainAboutInquiry(ctx, principal, body),
  );
  registerEndpoint(app, ctx, d.summaryTemplateList, ({ principal }) => listSummaryTemplates(ctx, principal));
  registerEndpoint(app, ctx, d.summaryTemplateSave, ({ principal, body }) =>
    saveSummaryTemplate(ctx, principal, body),
  );
  registerEndpoint(app, ctx, d.summaryTemplateDelete, ({ principal, body }) =>
    deleteSummaryTemplate(ctx, principal, body.templateId),
  );
  registerEndpoint(app, ctx, d.ratingList, ({ query }) => listRatingsForManagers(ctx, query));
  registerEndpoint(app, ctx, d.complaintList, ({ principal, query }) =>
    listComplaints(ctx, principal, query),
  );
  registerEndpoint(app, ctx, d.complaintHandle, ({ principal, body }) =>
    answerComplaint(ctx, principal, body),
  );
};
