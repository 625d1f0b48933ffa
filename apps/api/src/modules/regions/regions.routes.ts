import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { regionTree } from './region-tree.ts';

export const registerRegionRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, api.regions.regionTree, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=86400');
    return regionTree();
  });
};
