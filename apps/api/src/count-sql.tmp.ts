import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { initDatabase, migrateToLatest } from './db/database.ts';
import { seedDemo } from './db/seed/seed.ts';
const dir = mkdtempSync(join(tmpdir(), 'cnt-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SQLITE_PATH: join(dir, 'x.db'),
  STORAGE_DIR: join(dir, 'u'),
  CHECK_RESPONSES: 'false',
  RATE_LIMIT_PER_MINUTE: '1000000',
});
const db = initDatabase(config);
await migrateToLatest(db);
await seedDemo(db);
const { app } = await buildApp(config, db);
const counts = new Map<string, number>();
const exec = db.kysely.getExecutor();
const orig = exec.executeQuery.bind(exec);
// count compiled SQL texts the app runs
(exec as { executeQuery: typeof orig }).executeQuery = (q, ...rest) => {
  counts.set(q.sql.slice(0, 90), (counts.get(q.sql.slice(0, 90)) ?? 0) + 1);
  return orig(q, ...rest);
};
const inj = (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) =>
  app.inject({ method, url, payload: body as object, headers: token ? { authorization: token } : {} });
await inj('POST', '/online/usercenter/sendSms', { mobile: '13800000000', purpose: 'login' });
const code = JSON.parse((await inj('GET', '/dev/sms-outbox?mobile=13800000000')).body).data.list.find(
  (m: { code?: string }) => m.code,
).code;
const token = JSON.parse(
  (await inj('POST', '/online/usercenter/userLogin', { mobile: '13800000000', code })).body,
).data.token;
counts.clear();
const path = process.argv[2] ?? '/online/usercenter/pageBabyInfo';
const method = (process.argv[4] ?? 'POST') as 'GET' | 'POST';
const body = process.argv[3] ? JSON.parse(process.argv[3]) : { pageNum: 1, pageSize: 10 };
for (let i = 0; i < 100; i++) {
  const r = await inj(
    method,
    method === 'GET' ? `${path}?${new URLSearchParams(body)}` : path,
    method === 'GET' ? undefined : body,
    token,
  );
  if (i === 0) console.log(r.statusCode, r.body.slice(0, 150));
}
for (const [k, v] of counts) console.log(v, k);
process.exit(0);
