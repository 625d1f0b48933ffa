import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import {
  activateMemberPoints,
  memberPointsStatus,
  pointsDetails,
  pointsRuleIntro,
} from './points-parent.service.ts';
import { checkTransfer, sendTransferCode, transferPoints } from './points-transfer.service.ts';

const { members, points } = api;

export const registerPointsRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, members.openMemberPoints, ({ principal }) => memberPointsStatus(ctx, principal));
  registerEndpoint(app, ctx, members.activateMember, ({ principal, body }) =>
    activateMemberPoints(ctx, principal, body.noticeVersion),
  );
  registerEndpoint(app, ctx, points.pointsRule, () => pointsRuleIntro(ctx));
  registerEndpoint(app, ctx, points.pointsDetails, ({ principal, query }) =>
    pointsDetails(ctx, principal.userId, query.pageNum, query.pageSize),
  );
  registerEndpoint(app, ctx, points.transferCheck, ({ principal, body }) =>
    checkTransfer(ctx, principal, body.mobile),
  );
  registerEndpoint(app, ctx, points.transferSendCode, ({ principal, req }) =>
    sendTransferCode(ctx, principal, req.ip),
  );
  registerEndpoint(app, ctx, points.transfer, ({ principal, body }) => transferPoints(ctx, principal, body));
};
