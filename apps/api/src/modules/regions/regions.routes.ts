import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { invalidInput } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { regionAreas, regionTree } from './regions.service.ts';

/** The division data changes a few times a decade: a day's cache spares every picker a round trip. */
const DAY = 'public, max-age=86400';

export const registerRegionRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, api.regions.regionTree, async ({ reply }) => {
    reply.header('cache-control', DAY);
    return regionTree();
  });
  registerEndpoint(app, ctx, api.regions.regionAreas, async ({ query, reply }) => {
    const areas = regionAreas(query.cityCode);
    if (!areas) throw invalidInput({ cityCode: '请选择城市' });
    reply.header('cache-control', DAY);
    return areas;
  });
};
