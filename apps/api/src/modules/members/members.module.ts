import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { membersValueSource } from './members-value-source.ts';
import { registerMemberRoutes } from './members.routes.ts';
import { memberMergeStep } from './member-merge.ts';

/** Members (issue 15): activation, member cards per clinic record, card types and their discounts. */
export const registerMembersModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerMemberRoutes(app, ctx);
  ctx.valueSources.register('member', membersValueSource);
  ctx.accountMerges.register('members', memberMergeStep);
};
