import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The file a pre-compressed copy stands for: 'index.html.br' → 'index.html'. */
const servedFile = (path: string): string => path.replace(/\.(br|gz)$/, '');

/**
 * Serves the two built front ends. Hashed assets are cached for a year; index.html never, so a new
 * deploy reaches phones at once. Routing inside each app is by hash, so only index.html is needed.
 * The build writes a brotli and a gzip copy beside each file; a browser that accepts one gets it as
 * it is, with no compression work per request (and Vary: accept-encoding for caches).
 */
export const registerStaticApps = async (app: FastifyInstance, repoRoot: string): Promise<void> => {
  const apps = [
    { prefix: '/appointment/', dir: join(repoRoot, 'apps/patient-web/dist') },
    { prefix: '/console/', dir: join(repoRoot, 'apps/console-web/dist') },
  ];
  let decorated = false;
  for (const { prefix, dir } of apps) {
    if (!existsSync(join(dir, 'index.html'))) {
      app.log.warn({ dir }, 'front end not built; run npm run build');
      continue;
    }
    await app.register(fastifyStatic, {
      root: dir,
      prefix,
      decorateReply: !decorated,
      index: ['index.html'],
      preCompressed: true,
      // `path` is the file sent, which is the .br or .gz copy when one was chosen.
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          servedFile(path).endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
        );
      },
    });
    decorated = true;
  }
  app.get('/', async (_req, reply) => reply.redirect('/appointment/'));
  app.get('/appointment', async (_req, reply) => reply.redirect('/appointment/'));
  app.get('/console', async (_req, reply) => reply.redirect('/console/'));
};
