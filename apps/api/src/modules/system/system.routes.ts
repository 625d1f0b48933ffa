import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { pingDatabase } from '../../db/ping-database.ts';

/** /health says the process is up (the benchmark floor); /ready that it takes work: not stopping, and the database answers. */
export const registerSystemRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  app.get('/health', async () => ({ success: true, code: 200, data: { status: 'ok' }, msg: 'ok' }));
  app.get('/ready', async (_req, reply) => {
    // Stopping: a load balancer takes this process out before it stops accepting connections.
    if (ctx.lifecycle.draining)
      return reply.status(503).send({
        success: false,
        code: 5000,
        data: { status: 'draining' },
        msg: '服务正在停止',
      });
    try {
      await pingDatabase(ctx.db);
      return { success: true, code: 200, data: { status: 'ready', database: ctx.db.dialect }, msg: 'ok' };
    } catch {
      return reply.status(503).send({
        success: false,
        code: 5000,
        data: { status: 'database unreachable' },
        msg: '数据库暂不可用',
      });
    }
  });
};
