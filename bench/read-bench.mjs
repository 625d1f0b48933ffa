// P5: Sprout's key reads against their peer (bench/peer/), and the data both read.
//   Each read: Sprout's answer and the peer's for the same request are compared first (bytes, else
//   field by field: the same fields and values in any key order); a difference fails the row, so the
//   peer stays honest. Then both are loaded with 50 connections in alternating 2.5 s rounds (S P P S
//   S P P S, after a warm-up of each), so the machine's ups and downs hit both alike and each gets the
//   same 10 s. Every answer must be a success envelope. Throughput is requests over the rounds' time;
//   p99 is over every latency of the rounds; each server's CPU time per request is kept beside them.
// GET /health of both is loaded the same way, for information (what the framework costs bare).
import { readFileSync } from 'node:fs';
import { clinicDay } from './lib/bench-db.mjs';
import { round, tally } from './lib/load.mjs';
import { getJson, postJson } from './lib/parents.mjs';

export const CONNECTIONS = 50;
export const ROUND_S = 2.5;
const WARMUP_S = 2;
/** USER_HZ: /proc/<pid>/stat counts CPU time in these ticks (100 on Linux). */
const CLOCK_TICKS = 100;

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

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
const cpuSeconds = (pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
};

/**
 * Sprout and the peer on one read: a warm-up of each, then rounds in the order S P P S S P P S.
 * `sprout` and `peer` are `{ url, pid }`. Each side's CPU time over its rounds is kept too: CPU per
 * request is what the machine's noise moves least (a starved process does fewer requests, not more
 * work per request), so the row can show it beside the throughput ratio.
 */
export const loadBoth = async ({ sprout, peer, read, log = console.log }) => {
  const sides = new Map([
    [sprout, { ...tally(), cpu: 0 }],
    [peer, { ...tally(), cpu: 0 }],
  ]);
  log(`P5: ${read.name}: warm-up, then ${ROUND_S} s rounds S P P S S P P S (${CONNECTIONS} connections)`);
  for (const side of [sprout, peer])
    await round({ connections: CONNECTIONS, seconds: WARMUP_S, ...loadOpts(side.url, read) });
  for (const side of [sprout, peer, peer, sprout, sprout, peer, peer, sprout]) {
    const t = sides.get(side);
    const cpuBefore = cpuSeconds(side.pid);
    t.add(
      await round({
        connections: CONNECTIONS,
        seconds: ROUND_S,
        into: t.latencies,
        ...loadOpts(side.url, read),
      }),
    );
    t.cpu += cpuSeconds(side.pid) - cpuBefore;
  }
  const summary = (t) => {
    const s = t.summary();
    return { ...s, cpuSeconds: t.cpu, cpuUsPerRequest: (t.cpu / s.requests) * 1e6 };
  };
  return { sprout: summary(sides.get(sprout)), peer: summary(sides.get(peer)) };
};

export const health = { name: 'GET /health', method: 'GET', path: '/health' };
