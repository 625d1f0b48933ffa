import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import {
  addBoneAge,
  addClinicMeasurement,
  deleteClinicMeasurement,
  findBabies,
  followUpList,
  listChildBoneAges,
  listChildMeasurements,
} from './growth-console.service.ts';
import { addPuberty, deletePuberty, listChildPuberty } from './puberty.service.ts';
import { confirmMeasurement, removePendingMeasurement } from './growth-review.service.ts';

const { growth } = api;

export const registerGrowthConsoleRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, growth.consoleFindBaby, ({ principal, query }) =>
    findBabies(ctx, principal, query),
  );
  registerEndpoint(app, ctx, growth.consoleMeasurementList, ({ principal, query }) =>
    listChildMeasurements(ctx, principal, query),
  );
  registerEndpoint(app, ctx, growth.consoleBoneAgeList, ({ principal, query }) =>
    listChildBoneAges(ctx, principal, query.babyId),
  );
  registerEndpoint(app, ctx, growth.consoleAddMeasurement, ({ principal, body }) =>
    addClinicMeasurement(ctx, principal, body),
  );
  registerEndpoint(app, ctx, growth.consoleDeleteMeasurement, ({ principal, body }) =>
    deleteClinicMeasurement(ctx, principal, body),
  );
  registerEndpoint(app, ctx, growth.consoleConfirmMeasurement, ({ principal, body }) =>
    confirmMeasurement(ctx, principal, body),
  );
  registerEndpoint(app, ctx, growth.consoleRemovePendingMeasurement, ({ principal, body }) =>
    removePendingMeasurement(ctx, principal, body),
  );
  registerEndpoint(app, ctx, growth.consoleAddBoneAge, ({ principal, body }) =>
    addBoneAge(ctx, principal, body),
  );
  registerEndpoint(app, ctx, growth.consolePubertyList, ({ principal, query }) =>
    listChildPuberty(ctx, principal, query.babyId),
  );
  registerEndpoint(app, ctx, growth.consoleAddPuberty, ({ principal, body }) =>
    addPuberty(ctx, principal, body),
  );
  registerEndpoint(app, ctx, growth.consoleDeletePuberty, ({ principal, body }) =>
    deletePuberty(ctx, principal, body),
  );
  registerEndpoint(app, ctx, growth.consoleFollowUpList, ({ principal, query }) =>
    followUpList(ctx, principal, query),
  );
};
