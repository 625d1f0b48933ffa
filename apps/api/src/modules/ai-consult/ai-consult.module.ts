import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerAiConsultRoutes } from './ai-consult.routes.ts';
import { moveSessionsToAccount } from './ai-sessions.repository.ts';

/**
 * AI consultation (issue 23): the guardian's interview about a child, the triage engine's level on
 * every message (red flags first), and the case summary the guardian confirms.
 */
export const registerAiConsultModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await registerAiConsultRoutes(app, ctx);
  ctx.accountMerges.register('ai-consult', { columns: ['ai_sessions.user_id'], move: moveSessionsToAccount });
};
