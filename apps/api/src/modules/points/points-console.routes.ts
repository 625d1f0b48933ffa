import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import {
  adjustPoints,
  findMemberForStaff,
  memberLedgerForStaff,
  pointsRulesForStaff,
  savePointsRules,
} from './points-staff.service.ts';

const { membersConsole, pointsConsole } = api;

export const registerPointsConsoleRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  // Finding a member answers with their points balance, which this module keeps.
  registerEndpoint(app, ctx, membersConsole.findMember, ({ principal, query }) =>
    findMemberForStaff(ctx, principal, query),
  );
  registerEndpoint(app, ctx, pointsConsole.memberLedger, ({ query }) =>
    memberLedgerForStaff(ctx, query.userId, query.pageNum, query.pageSize),
  );
  registerEndpoint(app, ctx, pointsConsole.adjustPoints, ({ principal, body }) =>
    adjustPoints(ctx, principal, body),
  );
  registerEndpoint(app, ctx, pointsConsole.rules, () => pointsRulesForStaff(ctx));
  registerEndpoint(app, ctx, pointsConsole.saveRules, ({ principal, body }) =>
    savePointsRules(ctx, principal, body),
  );
};
