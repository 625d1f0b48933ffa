import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { moveOrdersToAccount } from './orders.repository.ts';

/**
 * Orders have no routes of their own (each kind's module serves its orders); the entry gives the
 * orders' part in an account merge: the merged account's orders follow the parent.
 */
export const registerOrdersModule = (_app: FastifyInstance, ctx: AppContext): void => {
  ctx.accountMerges.register('orders', { columns: ['orders.user_id'], move: moveOrdersToAccount });
};
