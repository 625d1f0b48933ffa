import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { registerGrowthConsoleRoutes } from './growth-console.routes.ts';
import { boneAgeCurve, dynamicHeight, growthCurve, heightPredictions } from './growth-curves.service.ts';
import { assessValue, geneticHeight, standardLine, standardValues } from './growth.service.ts';
import { addHomeMeasurement, deleteHomeMeasurement, listMeasurements } from './measurements.service.ts';
import { getReference, setReference } from './reference-choice.service.ts';

const { growth } = api;

/** The parent's growth calls (spec names stop here) and, from growth-console.routes.ts, the console's. */
export const registerGrowthRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, growth.growUpCalculation, ({ principal, query }) =>
    assessValue(ctx, principal, query),
  );
  // newBabyPval: the same assessment on today's date.
  registerEndpoint(app, ctx, growth.newBabyPval, ({ principal, query }) =>
    assessValue(ctx, principal, query),
  );
  registerEndpoint(app, ctx, growth.geneticHeight, ({ principal, query }) =>
    geneticHeight(ctx, principal, query),
  );
  registerEndpoint(app, ctx, growth.standardLine, ({ principal, query }) =>
    standardLine(ctx, principal, query),
  );
  registerEndpoint(app, ctx, growth.getStandardHeightByPid, ({ principal, body }) =>
    standardValues(ctx, principal, body),
  );
  registerEndpoint(app, ctx, growth.getDynamicHeight, ({ principal, body }) =>
    dynamicHeight(ctx, principal, body),
  );
  registerEndpoint(app, ctx, growth.heightCurve, ({ principal, body }) =>
    growthCurve(ctx, principal, body, 'height'),
  );
  registerEndpoint(app, ctx, growth.weightCurve, ({ principal, body }) =>
    growthCurve(ctx, principal, body, 'weight'),
  );
  registerEndpoint(app, ctx, growth.bmiCurve, ({ principal, body }) =>
    growthCurve(ctx, principal, body, 'bmi'),
  );
  registerEndpoint(app, ctx, growth.headCurve, ({ principal, body }) =>
    growthCurve(ctx, principal, body, 'head'),
  );
  registerEndpoint(app, ctx, growth.boneAgeCurve, ({ principal, body }) =>
    boneAgeCurve(ctx, principal, body),
  );
  registerEndpoint(app, ctx, growth.heightPredictionList, ({ principal, body }) =>
    heightPredictions(ctx, principal, body),
  );
  registerEndpoint(app, ctx, growth.addMeasurement, ({ principal, body }) =>
    addHomeMeasurement(ctx, principal, body),
  );
  registerEndpoint(app, ctx, growth.deleteMeasurement, ({ principal, body }) =>
    deleteHomeMeasurement(ctx, principal, body.measurementId),
  );
  registerEndpoint(app, ctx, growth.measurementList, ({ principal, body }) =>
    listMeasurements(ctx, principal, body),
  );
  registerEndpoint(app, ctx, growth.getReference, ({ principal }) => getReference(ctx, principal));
  registerEndpoint(app, ctx, growth.setReference, ({ principal, body }) =>
    setReference(ctx, principal, body.reference),
  );
  registerGrowthConsoleRoutes(app, ctx);
};
