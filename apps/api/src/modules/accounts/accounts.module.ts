import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerAccountRoutes } from './accounts.routes.ts';
import { moveWechatIdentities } from './wechat-identities.repository.ts';

/** Parent accounts: SMS and WeChat login, phone binding, logout. */
export const registerAccountsModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerAccountRoutes(app, ctx);
  ctx.accountMerges.register('accounts', {
    columns: ['wechat_identities.user_id'],
    move: moveWechatIdentities,
  });
};
