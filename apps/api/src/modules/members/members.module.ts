import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { memberValueSource } from './member-value-source.ts';

/** Members (issue 15): activation, member cards per clinic record, card types and their discounts. */
export const registerMembersModule = (_app: FastifyInstance, ctx: AppContext): void => {
  ctx.valueSources.register('member', memberValueSource);
};
