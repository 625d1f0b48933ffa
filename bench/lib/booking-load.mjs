// The booking load of P6 and P7: many parents race addAppointment over HTTP for the same slots.
// Tasks (parent, baby, slot) go out in windows of a few slots at a time, each window's tasks shuffled,
// so the clients in flight race for the same handful of seats (every slot gets more candidates than it
// has seats), as a popular doctor's slots are raced for at release time.
import autocannon from 'autocannon';

const PATH = '/opordering/wechatapp/addAppointment';

/** Deterministic shuffle (mulberry32), so two runs send the same sequence. */
const shuffled = (list, seed) => {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/** Every parent tries every slot once: windows of `window` slots, each window's tries shuffled. */
export const bookingTasks = (parents, slotIds, window = 20) => {
  const tasks = [];
  for (let w = 0; w < slotIds.length; w += window) {
    const round = [];
    for (const slotId of slotIds.slice(w, w + window))
      for (const p of parents)
        round.push({
          headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
          body: JSON.stringify({ babyId: p.babyId, slotId, visitReason: '压测预约' }),
        });
    tasks.push(...shuffled(round, w + 1));
  }
  return tasks;
};

/**
 * Runs the tasks against one or more servers at once (`targets: [{ url, connections }]`) for
 * `warmupS + durationS` seconds; only answers after the warm-up count. Returns bookings (success),
 * refusals (4009: full or already booked), anything else, the rate of each and latency figures.
 */
export const runBookingLoad = async ({ targets, tasks, durationS, warmupS = 2 }) => {
  let next = 0;
  let exhausted = false;
  const counted = { booked: 0, refused: 0, other: 0, otherSamples: [] };
  const started = Date.now();
  const countFrom = started + warmupS * 1000;
  const setupRequest = (req) => {
    if (next >= tasks.length) exhausted = true;
    const task = tasks[next++ % tasks.length];
    return { ...req, method: 'POST', path: PATH, headers: task.headers, body: task.body };
  };
  const onResponse = (status, body) => {
    if (Date.now() < countFrom) return;
    if (status === 200 && body.includes('"success":true')) counted.booked++;
    else if (status === 200 && body.includes('"code":4009')) counted.refused++;
    else {
      counted.other++;
      if (counted.otherSamples.length < 5) counted.otherSamples.push(`${status} ${body.slice(0, 200)}`);
    }
  };
  const results = await Promise.all(
    targets.map((t) =>
      autocannon({
        url: t.url,
        connections: t.connections,
        duration: warmupS + durationS,
        requests: [{ method: 'POST', path: PATH, setupRequest, onResponse }],
      }),
    ),
  );
  const seconds = (Date.now() - countFrom) / 1000;
  const errors = results.reduce((s, r) => s + r.errors + r.timeouts, 0);
  return {
    ...counted,
    seconds,
    bookingsPerS: counted.booked / seconds,
    attemptsPerS: (counted.booked + counted.refused + counted.other) / seconds,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors,
    tasksUsed: next,
    exhausted,
  };
};
