import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { initDatabase, migrateToLatest } from './db/database.ts';
import { seedDemo } from './db/seed/seed.ts';
import { createParentSession } from './modules/sessions/parent-sessions.ts';
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SQLITE_PATH: '/tmp/prof.db',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const db = initDatabase(config);
await migrateToLatest(db);
await seedDemo(db);
const { app } = await buildApp(config, db);
await app.ready();
const user = await db.kysely
  .selectFrom('users')
  .select('id')
  .where('phone', '=', '13800000000')
  .executeTakeFirstOrThrow();
const token = await createParentSession(db, user.id, null);
const time = async (label: string, fn: () => Promise<unknown>, n = 3000) => {
  for (let i = 0; i < 300; i++) await fn();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  const us = ((performance.now() - t0) / n) * 1000;
  console.log(label.padEnd(28), us.toFixed(1), 'µs');
};
await time('inject /health', () => app.inject({ method: 'GET', url: '/health' }));
await time('inject pageBabyInfo', () =>
  app.inject({
    method: 'POST',
    url: '/online/usercenter/pageBabyInfo',
    headers: { authorization: `Bearer ${token}` },
    payload: { pageNum: 1, pageSize: 10 },
  }),
);
const { resolveParent } = await import('./modules/sessions/parent-sessions.ts');
await time('resolveParent', () => resolveParent(db, token));
const { pageOwnBabies } = await import('./modules/babies/babies.repository.ts');
await time('pageOwnBabies', () => pageOwnBabies(db, user.id, 1, 10));
await time('raw kysely select 1 row', () =>
  db.kysely.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
);
const rows = (await pageOwnBabies(db, user.id, 1, 10)).rows;
const { toBabyView } = await import('./modules/babies/baby-view.ts');
await time('toBabyView x2', async () => rows.map((r) => toBabyView(r)));
const { api } = await import('@sprout/contract');
const page = { list: rows.map((r) => toBabyView(r)), total: 2, pageNum: 1, pageSize: 10 };
await time('zod response parse', async () => api.babies.pageBabyInfo.response.parse(page));
await time('zod body parse', async () => api.babies.pageBabyInfo.body.parse({ pageNum: 1, pageSize: 10 }));
await app.close();
