import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { type StartedServer, startServer } from '../../../scripts/lib/server.mjs';
import { runLoad } from './autocannon-load.mjs';

/**
 * SIGTERM under load: a real server process (the demo clinic on SQLite) under a short autocannon load
 * on 127.0.0.1 (16 keep-alive connections), plus a well-behaved keep-alive client (node:http's agent)
 * that records every request's outcome, an idle keep-alive connection, and staff logins (scrypt, the
 * slowest request) sent just before the server stops accepting. Nothing may be reset or lost: every
 * request is answered (200, or Fastify's clean 503 while closing) or refused at connect once the port
 * is closed (ECONNREFUSED), and the process exits 0. The drain itself is the same on PostgreSQL, so this
 * runs once, on SQLite.
 */
const DELAY_MS = 1_500;
const GRACE_MS = 10_000;
const SIGTERM_AT_MS = 1_000;
const LOAD_SECONDS = 4;

const tally = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** One GET through the agent: its status, or the error code (ECONNREFUSED, ECONNRESET, ...). */
const getOnce = (url: string, agent: http.Agent | false): Promise<string> =>
  new Promise((done) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => done(String(res.statusCode)));
      res.on('error', (err: NodeJS.ErrnoException) => done(err.code ?? err.message));
    });
    req.on('error', (err: NodeJS.ErrnoException) => done(err.code ?? err.message));
  });

const postJson = (url: string, body: unknown): Promise<{ status: number; body: string; at: number }> =>
  new Promise((done, fail) => {
    const data = JSON.stringify(body);
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text, at: Date.now() }));
      },
    );
    req.on('error', fail);
    req.end(data);
  });

/** A keep-alive connection that asks once and then stays idle; records how it ends. */
const idleConnection = async (port: number) => {
  const socket = net.connect(port, '127.0.0.1');
  const events: string[] = [];
  let answered = '';
  socket.on('data', (chunk) => {
    answered += chunk.toString();
  });
  socket.on('end', () => events.push('end'));
  socket.on('error', (err: NodeJS.ErrnoException) => events.push(`error ${err.code}`));
  const closed = new Promise<void>((done) => socket.on('close', () => done()));
  socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  while (!answered.includes('"status":"ok"')) await sleep(20);
  return { events, closed, firstAnswer: () => answered };
};

let server: StartedServer | null = null;
afterAll(async () => {
  await server?.stop();
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SIGTERM drains the server', () => {
  it('answers or cleanly refuses every request under load, finishes those in flight, and exits 0', async () => {
    server = await startServer({
      env: {
        SHUTDOWN_DELAY_MS: String(DELAY_MS),
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        RATE_LIMIT_PER_MINUTE: '10000000',
      },
    });
    const { url, port, child } = server;
    const exited = new Promise<{ code: number | null; at: number }>((done) =>
      child.on('exit', (code) => done({ code, at: Date.now() })),
    );
    const idle = await idleConnection(port);

    const load = runLoad({
      url,
      connections: 16,
      seconds: LOAD_SECONDS,
      paths: ['/health', '/opordering/wechatapp/getFacilityList'],
    });

    // The well-behaved client: 8 loops over one keep-alive agent, each request's outcome recorded.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const outcomes: Record<string, number> = {};
    let refusedBeforeClose = 0;
    let portClosedAt = Number.POSITIVE_INFINITY;
    let loading = true;
    const loops = Array.from({ length: 8 }, async (_, i) => {
      while (loading) {
        const outcome = await getOnce(
          `${url}${i % 2 ? '/health' : '/opordering/wechatapp/getFacilityList'}`,
          agent,
        );
        tally(outcomes, outcome);
        if (outcome === 'ECONNREFUSED') {
          if (Date.now() < portClosedAt) refusedBeforeClose++;
          await sleep(25);
        }
      }
    });

    await sleep(SIGTERM_AT_MS);
    const sigtermAt = Date.now();
    child.kill('SIGTERM');
    portClosedAt = sigtermAt + DELAY_MS; // the earliest moment; a refusal before it is a failure

    // Draining: the load balancer's probe turns 503 while everything else is still served.
    await sleep(300);
    const during = {
      ready: await getOnce(`${url}/ready`, false),
      health: await getOnce(`${url}/health`, false),
      api: await getOnce(`${url}/opordering/wechatapp/getFacilityList`, false),
    };

    // Slow requests (a staff login's scrypt takes about half a second alone here) sent just before the
    // server stops accepting, so they are in flight across the close: each must get its answer.
    await sleep(sigtermAt + DELAY_MS - 150 - Date.now());
    const logins = await Promise.all(
      Array.from({ length: 2 }, () =>
        postJson(`${url}/api/console/auth/login`, { username: 'admin', password: 'Sprout-admin-2026' }),
      ),
    );

    const loaded = await load;
    loading = false;
    await Promise.all(loops);
    agent.destroy();
    const exit = await exited;
    await idle.closed;

    expect(during).toEqual({ ready: '503', health: '200', api: '200' });
    for (const login of logins) {
      expect(login.status).toBe(200);
      expect(JSON.parse(login.body)).toMatchObject({ success: true, code: 200 });
      expect(login.at).toBeGreaterThan(portClosedAt);
    }
    expect(idle.events).toEqual(['end']); // closed with a FIN, no reset
    // autocannon: answers, refusals at connect, and only the resets its own early writes caused.
    const { errors, statuses } = loaded;
    expect(loaded.resetsUnannounced).toBe(0);
    expect((errors.ECONNRESET ?? 0) + (errors.EPIPE ?? 0)).toBe(loaded.resetsAfterAnnouncedClose);
    const expectedErrors = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'];
    expect(Object.keys(errors).filter((code) => !expectedErrors.includes(code))).toEqual([]);
    expect(Object.keys(statuses).filter((s) => s !== '200' && s !== '503')).toEqual([]);
    expect(statuses['200'] ?? 0).toBeGreaterThan(100);
    expect(Object.keys(outcomes).filter((o) => !['200', '503', 'ECONNREFUSED'].includes(o))).toEqual([]);
    expect(outcomes['200'] ?? 0).toBeGreaterThan(100);
    expect(outcomes.ECONNREFUSED ?? 0).toBeGreaterThan(0); // the load did outlast the server
    expect(refusedBeforeClose).toBe(0);
    expect(exit.code).toBe(0);
    expect(exit.at - sigtermAt).toBeGreaterThanOrEqual(DELAY_MS);
    expect(exit.at - sigtermAt).toBeLessThan(DELAY_MS + GRACE_MS);
  });
});
