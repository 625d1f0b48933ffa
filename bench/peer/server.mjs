// The P5 peer: a minimal Fastify 5 + node:sqlite server answering Sprout's four key reads on Sprout's
// own database file (SQLITE_PATH), on 127.0.0.1:PORT. Inputs are checked by Fastify's compiled JSON
// schemas (unknown fields refused, as Sprout's zod does); answers go out in Sprout's envelope with
// `cache-control: no-store`. Started and stopped by bench/lib/peer.mjs; see bench/peer/reads.mjs.
import { DatabaseSync } from 'node:sqlite';
import Fastify from 'fastify';
import { prepareReads, Refusal } from './reads.mjs';

const db = new DatabaseSync(process.env.SQLITE_PATH);
// Sprout's connection settings (apps/api/src/db/sqlite-driver.ts).
db.exec('PRAGMA journal_mode = WAL');
db.exec('PRAGMA synchronous = NORMAL');
db.exec('PRAGMA foreign_keys = ON');
db.exec('PRAGMA busy_timeout = 5000');
const reads = prepareReads(db);

const app = Fastify({ logger: false, ajv: { customOptions: { removeAdditional: false } } });
const ok = (data) => ({ success: true, code: 200, data, msg: 'ok' });
app.setErrorHandler((err, _req, reply) => {
  reply.header('cache-control', 'no-store');
  if (err instanceof Refusal)
    return reply.status(200).send({ success: false, code: err.code, data: null, msg: err.message });
  if (err.validation)
    return reply.status(200).send({ success: false, code: 4000, data: null, msg: err.message });
  return reply.status(500).send({ success: false, code: 5000, data: null, msg: 'internal' });
});
app.addHook('onSend', async (_req, reply) => {
  reply.header('cache-control', 'no-store');
});

const int = (min, max) => ({ type: 'integer', minimum: min, ...(max ? { maximum: max } : {}) });
const page = {
  type: 'object',
  additionalProperties: false,
  required: ['pageNum', 'pageSize'],
  properties: { pageNum: int(1), pageSize: int(1, 100) },
};

app.get('/health', async () => ok({ status: 'ok' }));
app.post(
  '/online/usercenter/pageBabyInfo',
  { schema: { body: { ...page, properties: { ...page.properties, userId: int(1) } } } },
  async (req) => ok(reads.pageBabyInfo(reads.parent(req.headers), req.body)),
);
app.get(
  '/opordering/wechatapp/getMonthView',
  {
    schema: {
      querystring: {
        type: 'object',
        additionalProperties: false,
        required: ['doctorId', 'month'],
        properties: { doctorId: int(1), month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } },
      },
    },
  },
  async (req) => ok(reads.getMonthView(req.query)),
);
app.post('/opordering/wechatapp/pageAppointment', { schema: { body: page } }, async (req) =>
  ok(reads.pageAppointment(reads.parent(req.headers), req.body)),
);
app.post(
  '/online/usercenter/heightCurve',
  {
    schema: {
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['babyId'],
        properties: { babyId: int(1) },
      },
    },
  },
  async (req) => ok(reads.heightCurve(reads.parent(req.headers), req.body)),
);

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, async () => {
    await app.close();
    db.close();
    process.exit(0);
  });
