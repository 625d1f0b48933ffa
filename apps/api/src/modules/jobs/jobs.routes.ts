import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listFailedJobs, retryFailedJob } from './jobs.service.ts';

const { jobsConsole } = api;

export const registerJobsRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, jobsConsole.failedList, ({ query }) => listFailedJobs(ctx, query));
  registerEndpoint(app, ctx, jobsConsole.retry, async ({ principal, body }) => {
    await retryFailedJob(ctx, principal, body.jobId);
    return null;
  });
};
