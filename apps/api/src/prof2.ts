import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { initDatabase, migrateToLatest } from './db/database.ts';
import { seedDemo } from './db/seed/seed.ts';
import { createParentSession } from './modules/sessions/parent-sessions.ts';
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SQLITE_PATH: '/tmp/prof2.db',
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
for (let i = 0; i < 8000; i++)
  await app.inject({
    method: 'POST',
    url: '/online/usercenter/pageBabyInfo',
    headers: { authorization: `Bearer ${token}` },
    payload: { pageNum: 1, pageSize: 10 },
  });
await app.close();
