import type { FastifyInstance } from 'fastify';
import { openApiJson, REFERENCE_CSS, renderReferencePage } from './reference-page.ts';

/** Built on first request and kept: the contract does not change while the process runs. */
export const registerReferenceRoutes = (app: FastifyInstance): void => {
  let json: string | null = null;
  let page: string | null = null;
  app.get('/api/openapi.json', async (_req, reply) => {
    json ??= openApiJson();
    return reply.type('application/json; charset=utf-8').send(json);
  });
  app.get('/api/docs', async (_req, reply) => {
    page ??= renderReferencePage();
    return reply.type('text/html; charset=utf-8').send(page);
  });
  app.get('/api/docs.css', async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(REFERENCE_CSS),
  );
};
