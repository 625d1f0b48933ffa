// The 08:00 release rush of P6: seats appear at once and every parent tries for one.
// Before the release every parent has the doctor's day open (a GET of its slots over their own
// keep-alive connection, as a phone keeps one to the server: one http.Agent with one socket per
// parent, opened 100 at a time), so the rush measures the server and not 2,000 TCP handshakes
// queueing behind one listen backlog. Each parent then taps 预约 at a moment spread over the first
// second after the release, on a slot picked at random among the released ones. A refusal (4009: full, or
// already taken) sends them back to pick another slot after 0.5-1.5 s, up to `attempts` tries, all
// within `windowS` of the release; a parent stops at the first booking. Each parent sends from their
// own address (X-Forwarded-For; the server runs with TRUST_PROXY), so the per-address rate limit
// sees phones, as in production. Deterministic (seeded), so two runs send the same pattern.

import http from 'node:http';

const PATH = '/opordering/wechatapp/addAppointment';
const WARM_CONCURRENCY = 100;

/** One request over `agent`: `{ status, text }`; rejects on a network error or after 30 s. */
const send = (agent, url, { method = 'GET', headers = {}, body } = {}) =>
  new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    req.end(body);
  });

const seeded = (seed) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const sleepUntil = (at) => new Promise((r) => setTimeout(r, Math.max(0, at - performance.now())));

/**
 * `parents`: `[{ token, babyId, ip }]`; `dayPath`: the page the parents have open before the release;
 * `release()`: makes the seats and resolves with their slot ids. Returns the answers counted by kind,
 * latency figures, when the last seat went, and what went wrong (samples).
 */
export const runRush = async ({ base, parents, dayPath, release, attempts = 5, windowS = 10, seed = 8 }) => {
  const random = seeded(seed);
  const agents = parents.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const headersOf = (p) => ({ authorization: `Bearer ${p.token}`, 'x-forwarded-for': p.ip });
  try {
    let next = 0;
    const warm = async () => {
      while (next < parents.length) {
        const i = next++;
        const r = await send(agents[i], new URL(dayPath, base), { headers: headersOf(parents[i]) });
        if (r.status !== 200) throw new Error(`the day's page answered ${r.status} ${r.text.slice(0, 120)}`);
      }
    };
    await Promise.all(Array.from({ length: WARM_CONCURRENCY }, warm));
    const slotIds = await release();
    return {
      slotIds,
      ...(await rush({ base, parents, agents, headersOf, slotIds, attempts, windowS, random })),
    };
  } finally {
    for (const a of agents) a.destroy();
  }
};

const rush = async ({ base, parents, agents, headersOf, slotIds, attempts, windowS, random }) => {
  const latencies = [];
  const bookedAt = [];
  const counted = { attempts: 0, booked: 0, refused: 0, serverErrors: 0, other: 0, networkErrors: 0 };
  const samples = [];
  const t0 = performance.now();
  const end = t0 + windowS * 1000;
  const plans = parents.map((p, i) => ({
    parent: p,
    agent: agents[i],
    start: t0 + random() * 1000,
    pauses: Array.from({ length: attempts }, () => 500 + random() * 1000),
    picks: Array.from({ length: attempts }, () => random()),
  }));

  const url = new URL(PATH, base);
  const attempt = async (parent, agent, slotId) => {
    const sent = performance.now();
    counted.attempts++;
    try {
      const res = await send(agent, url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headersOf(parent) },
        body: JSON.stringify({ babyId: parent.babyId, slotId, visitReason: '放号抢约' }),
      });
      const text = res.text;
      const now = performance.now();
      latencies.push(now - sent);
      if (res.status === 200 && text.startsWith('{"success":true')) {
        counted.booked++;
        bookedAt.push(now - t0);
        return 'booked';
      }
      if (res.status === 200 && text.includes('"code":4009')) {
        counted.refused++;
        return 'refused';
      }
      if (res.status >= 500) counted.serverErrors++;
      else counted.other++;
      if (samples.length < 5) samples.push(`${res.status} ${text.slice(0, 160)}`);
      return 'failed';
    } catch (err) {
      latencies.push(performance.now() - sent);
      counted.networkErrors++;
      const why = err instanceof Error ? `${err.message} ${err.code ?? err.cause?.code ?? ''}` : String(err);
      if (samples.length < 5) samples.push(`network: ${why.trim()}`);
      return 'failed';
    }
  };

  const parentRush = async ({ parent, agent, start, pauses, picks }) => {
    const refusedOn = new Set();
    let at = start;
    for (let i = 0; i < attempts && at < end; i++) {
      await sleepUntil(at);
      const left = slotIds.filter((id) => !refusedOn.has(id));
      if (left.length === 0) return;
      const slotId = left[Math.floor(picks[i] * left.length)];
      const outcome = await attempt(parent, agent, slotId);
      if (outcome === 'booked') return;
      if (outcome === 'refused') refusedOn.add(slotId);
      at = performance.now() + pauses[i];
    }
  };

  await Promise.all(plans.map(parentRush));
  const sorted = Float64Array.from(latencies).sort();
  const q = (p) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : Number.NaN;
  bookedAt.sort((a, b) => a - b);
  return {
    ...counted,
    p50: q(0.5),
    p99: q(0.99),
    max: sorted.at(-1) ?? Number.NaN,
    seconds: (performance.now() - t0) / 1000,
    lastBookingMs: bookedAt.at(-1) ?? null,
    samples,
  };
};
