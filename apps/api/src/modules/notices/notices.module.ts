import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerNoticeJobs } from './notice-jobs.ts';
import { readNoticeSettings } from './notice-settings.ts';
import { moveNoticesToAccount } from './notices.repository.ts';

/**
 * Notices beside the in-app message (SMS, official-account template messages), each send its own
 * job. The templates are checked here, while the app is built, so a server with a real SMS provider
 * and a missing or wrong template refuses to start instead of failing every text later.
 */
export const registerNoticesModule = (_app: FastifyInstance, ctx: AppContext): void => {
  readNoticeSettings(ctx.config);
  registerNoticeJobs(ctx);
  ctx.accountMerges.register('notices', { columns: ['notices.user_id'], move: moveNoticesToAccount });
};
