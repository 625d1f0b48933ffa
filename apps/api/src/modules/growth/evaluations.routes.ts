import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import {
  addEvaluation,
  deleteEvaluation,
  evaluationDetails,
  latestEvaluationDetails,
  listEvaluationPage,
  pastEvaluations,
} from './evaluations.service.ts';
import { comprehensiveReport, measurementReport } from './reports.service.ts';
import { listShares, openSharedReport, revokeShare, shareEvaluation } from './shares.service.ts';

const { evaluations: e } = api;

/** Growth reports and their share links (the spec's names stop here). */
export const registerEvaluationRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, e.addEvaluating, ({ principal, body }) => addEvaluation(ctx, principal, body));
  registerEndpoint(app, ctx, e.evaluatingList, ({ principal, body }) =>
    listEvaluationPage(ctx, principal, body),
  );
  registerEndpoint(app, ctx, e.evaluatingDetails, ({ principal, body }) =>
    evaluationDetails(ctx, principal, body.evaluationId),
  );
  registerEndpoint(app, ctx, e.getPastEvaluatingInfo, ({ principal, body }) =>
    pastEvaluations(ctx, principal, body),
  );
  registerEndpoint(app, ctx, e.latestEvaluatingDetails, ({ principal, body }) =>
    latestEvaluationDetails(ctx, principal, body),
  );
  registerEndpoint(app, ctx, e.deleteEvaluating, ({ principal, body }) =>
    deleteEvaluation(ctx, principal, body.evaluationId),
  );
  registerEndpoint(app, ctx, e.measurementReport, ({ principal, body }) =>
    measurementReport(ctx, principal, body),
  );
  registerEndpoint(app, ctx, e.comprehensiveReport, ({ principal, body }) =>
    comprehensiveReport(ctx, principal, body),
  );
  registerEndpoint(app, ctx, e.homePageShare, ({ principal, body }) => shareEvaluation(ctx, principal, body));
  // Public: the link is the permission; whatever session comes along is never read.
  registerEndpoint(app, ctx, e.shareDetails, ({ body }) => openSharedReport(ctx, body.token));
  registerEndpoint(app, ctx, e.shareDetailsByLink, ({ query }) => openSharedReport(ctx, query.token));
  registerEndpoint(app, ctx, e.shareList, ({ principal, body }) => listShares(ctx, principal, body));
  registerEndpoint(app, ctx, e.revokeShare, ({ principal, body }) =>
    revokeShare(ctx, principal, body.shareId),
  );
};
