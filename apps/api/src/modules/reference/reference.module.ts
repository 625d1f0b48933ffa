import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerReferenceRoutes } from './reference.routes.ts';

/** The API reference generated from the contract (OpenAPI document and its readable page). */
export const registerReferenceModule = (app: FastifyInstance, _ctx: AppContext): void => {
  registerReferenceRoutes(app);
};
