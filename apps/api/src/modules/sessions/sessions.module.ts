import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/**
 * Sessions have no routes of their own (accounts and staff log in and out through them); the entry
 * gives their part in an account merge: the merged account's sessions stay, revoked by the merge.
 */
export const registerSessionsModule = (_app: FastifyInstance, ctx: AppContext): void => {
  ctx.accountMerges.register('sessions', {
    columns: ['parent_sessions.user_id'],
    staysBecause: 'the merge revokes them: the parent logs in to the surviving account',
  });
};
