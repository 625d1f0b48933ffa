import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import {
  addBaby,
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
    const page = await listBabies(ctx, principal, body.pageNum, body.pageSize);
    // Patient records and membership arrive with the booking and membership modules; until a baby is
    // linked to a clinic record it has none, which is what this answers.
    return { ...page, list: page.list.map((baby) => ({ ...baby, pid: null, isMember: false })) };
  });
  registerEndpoint(app, ctx, babies.babyDetail, ({ principal, query }) =>
    getBaby(ctx, principal, query.babyId),
  );
  registerEndpoint(app, ctx, babies.addBabyInfo, ({ principal, body }) => {
    assertOwnUserId(principal, body.userId);
    const { userId: _u, isDefault, ...input } = body;
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
