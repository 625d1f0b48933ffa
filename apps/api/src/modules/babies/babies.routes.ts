import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import {
  addBaby,
  listMemberBabies,
  assertOwnUserId,
  deleteBaby,
  getBaby,
  listBabies,
  modifyBaby,
  setDefaultBaby,
} from './babies.service.ts';

const { babies } = api;

export const registerBabyRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, babies.pageBabyInfo, ({ principal, body }) => {
    assertOwnUserId(principal, body.userId);
    return listBabies(ctx, principal, body.pageNum, body.pageSize);
  });
  registerEndpoint(app, ctx, babies.pageMemberBabyInfo, async ({ principal, body }) => {
    assertOwnUserId(principal, body.userId);
    return listMemberBabies(ctx, principal, body.pageNum, body.pageSize);
  });
  registerEndpoint(app, ctx, babies.babyDetail, ({ principal, query }) =>
    getBaby(ctx, principal, query.babyId),
  );
  registerEndpoint(app, ctx, babies.addBabyInfo, ({ principal, body }) => {
    assertOwnUserId(principal, body.userId);
    // guardianConsent is always true here (the contract refuses anything else); addBaby records when.
    const { userId: _u, isDefault, guardianConsent: _consent, ...input } = body;
    return addBaby(ctx, principal, input, isDefault ?? false);
  });
  registerEndpoint(app, ctx, babies.modifyBabyInfo, ({ principal, body }) => {
    assertOwnUserId(principal, body.userId);
    const { userId: _u, babyId, ...input } = body;
    return modifyBaby(ctx, principal, babyId, input);
  });
  registerEndpoint(app, ctx, babies.setDefaultBaby, ({ principal, body }) => {
    assertOwnUserId(principal, body.userId);
    return setDefaultBaby(ctx, principal, body.babyId);
  });
  registerEndpoint(app, ctx, babies.deleteBaby, ({ principal, body }) =>
    deleteBaby(ctx, principal, body.babyId),
  );
};
