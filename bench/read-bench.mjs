// P5: Sprout's key reads against their peer (bench/peer/), and the data both read.
//   Each read: Sprout's answer and the peer's for the same request are compared first (bytes, else
//   field by field: the same fields and values in any key order); a difference fails the row, so the
//   peer stays honest. Then both are loaded with 50 connections in alternating rounds (Sprout, peer,
//   peer, Sprout; after a warm-up of each), so the machine's ups and downs hit both alike and each
//   gets the same time. Every answer must be a success envelope. Throughput is requests over the
//   rounds' time; p99 is over every latency of the rounds.
// GET /health of both is loaded the same way, for information (what the framework costs bare).
import { clinicDay } from './lib/bench-db.mjs';
import { round, tally } from './lib/load.mjs';
import { getJson, postJson } from './lib/parents.mjs';

export const CONNECTIONS = 50;
export const ROUND_S = 5;
const WARMUP_S = 2;

/** Books up to `n` of the demo clinic's open slots for the demo parent's babies (what the list shows). */
const bookDemoAppointments = async (base, token, babies, n) => {
  let made = 0;
  for (let day = 1; day <= 6 && made < n; day++)
    for (let doctorId = 1; doctorId <= 6 && made < n; doctorId++) {
      const { slots } = await getJson(base, '/opordering/wechatapp/getDaySlots', {
        doctorId,
        date: clinicDay(day),
      });
      const open = slots.find((s) => s.canBook);
      if (!open) continue;
      await postJson(
        base,
        '/opordering/wechatapp/addAppointment',
        { babyId: babies[made % babies.length].babyId, slotId: open.slotId, visitReason: '体检' },
        token,
      );
      made++;
    }
  return made;
};

/** The key reads as requests: `{ name, method, path, body? }` (the parent's token in `headers`). */
export const keyReads = ({ token, baby, booked, measured }) => {
  const parent = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const page = JSON.stringify({ pageNum: 1, pageSize: 10 });
  return [
    {
      name: 'month slots (getMonthView)',
      method: 'GET',
      path: `/opordering/wechatapp/getMonthView?doctorId=1&month=${clinicDay(0).slice(0, 7)}`,
    },
    {
      name: 'baby list (pageBabyInfo)',
      method: 'POST',
      path: '/online/usercenter/pageBabyInfo',
      headers: parent,
      body: page,
    },
    {
      name: `growth curve (heightCurve, ${measured} points)`,
      method: 'POST',
      path: '/online/usercenter/heightCurve',
      headers: parent,
      body: JSON.stringify({ babyId: baby.babyId }),
    },
    {
      name: `appointment list (pageAppointment, ${booked} booked)`,
      method: 'POST',
      path: '/opordering/wechatapp/pageAppointment',
      headers: parent,
      body: page,
    },
  ];
};

/** The demo parent's data the reads return: `booked` appointments and the oldest baby's growth history. */
export const prepareReadData = async ({ base, token, seedGrowthHistory }) => {
  const babies = (
    await postJson(base, '/online/usercenter/pageBabyInfo', { pageNum: 1, pageSize: 10 }, token)
  ).list;
  const booked = await bookDemoAppointments(base, token, babies, 10);
  const baby = [...babies].sort((a, b) => a.birthday.localeCompare(b.birthday))[0];
  const measured = await seedGrowthHistory(base, token, baby.babyId, baby.birthday);
  return { babies, baby, booked, measured };
};

const sortedKeys = (v) =>
  Array.isArray(v)
    ? v.map(sortedKeys)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sortedKeys(v[k])]),
        )
      : v;

/** The first path where two parsed answers differ, or null. */
const firstDifference = (a, b, path = '') => {
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b) || (a === null) !== (b === null))
    return `${path || '/'}: ${JSON.stringify(a)?.slice(0, 80)} vs ${JSON.stringify(b)?.slice(0, 80)}`;
  if (a && typeof a === 'object') {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const k of keys) {
      if (!(k in a) || !(k in b)) return `${path}/${k}: only in ${k in a ? 'Sprout' : 'the peer'}`;
      const d = firstDifference(a[k], b[k], `${path}/${k}`);
      if (d) return d;
    }
    return null;
  }
  return a === b ? null : `${path}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
};

const answer = async (base, read) => {
  const res = await fetch(`${base}${read.path}`, {
    method: read.method,
    headers: read.headers,
    body: read.body,
  });
  return { status: res.status, text: await res.text() };
};

/** `{ same: 'bytes' | 'fields' | null, difference, bytes }` for one read on both servers. */
export const compareAnswers = async (sproutUrl, peerUrl, read) => {
  const [s, p] = await Promise.all([answer(sproutUrl, read), answer(peerUrl, read)]);
  const bytes = Buffer.byteLength(s.text);
  if (!s.text.startsWith('{"success":true'))
    return { same: null, difference: `Sprout answered ${s.status} ${s.text.slice(0, 120)}`, bytes };
  if (s.status === p.status && s.text === p.text) return { same: 'bytes', difference: null, bytes };
  let difference;
  try {
    difference =
      s.status !== p.status
        ? `status ${s.status} vs ${p.status}`
        : firstDifference(sortedKeys(JSON.parse(s.text)), sortedKeys(JSON.parse(p.text)));
  } catch {
    difference = `the peer answered ${p.status} ${p.text.slice(0, 120)}`;
  }
  return { same: difference ? null : 'fields', difference, bytes };
};

const loadOpts = (base, read) => ({
  url: `${base}${read.path}`,
  method: read.method,
  ...(read.headers ? { headers: read.headers } : {}),
  ...(read.body ? { body: read.body } : {}),
});

/** Sprout and the peer on one read: a warm-up of each, then rounds Sprout, peer, peer, Sprout. */
export const loadBoth = async ({ sproutUrl, peerUrl, read, log = console.log }) => {
  const sprout = tally();
  const peer = tally();
  log(
    `P5: ${read.name}: warm-up, then ${ROUND_S} s rounds Sprout, peer, peer, Sprout (${CONNECTIONS} connections)`,
  );
  for (const base of [sproutUrl, peerUrl])
    await round({ connections: CONNECTIONS, seconds: WARMUP_S, ...loadOpts(base, read) });
  for (const [who, base] of [
    [sprout, sproutUrl],
    [peer, peerUrl],
    [peer, peerUrl],
    [sprout, sproutUrl],
  ])
    who.add(
      await round({
        connections: CONNECTIONS,
        seconds: ROUND_S,
        into: who.latencies,
        ...loadOpts(base, read),
      }),
    );
  return { sprout: sprout.summary(), peer: peer.summary() };
};

export const health = { name: 'GET /health', method: 'GET', path: '/health' };
