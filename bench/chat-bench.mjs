// P8: chat on one process. 1,000 inquiries in progress (parents made through the SMS flow, each asking
// the demo doctor, paying on the sandbox cashier, accepted by the doctor through the console API), one
// socket per parent and one per inquiry on the doctor's side: 2,000 sockets on one Sprout process,
// each a real /ws opened with its own single-use ticket. Then parents send 1,000 text messages a
// second, spread evenly, for LOAD_SECONDS; a message's delivery time is from the parent writing its
// `send` frame to the doctor's socket receiving the `message` push. Also counted: messages lost (no
// push), doubled (two pushes) or out of order on a doctor's socket, and the server's RSS peak.
// After the load: a doctor socket is dropped, the conversation moves on, and the socket comes back
// with its last seq; the catch-up time is printed (issue 14: within 2 s after a gap of up to 2 min).
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import WebSocket from 'ws';
import { getJson, makeParents, postJson } from './lib/parents.mjs';
import { startSprout } from './lib/sprout.mjs';

export const P8 = { conversations: 1000, ratePerSecond: 1000, loadSeconds: 15 };
const DOCTOR = { username: 'doctor', password: 'Sprout-doctor-2026' };
/** The demo doctor staff account's doctor. */
const DOCTOR_ID = 1;
const MANAGER = { username: 'manager', password: 'Sprout-manager-2026' };
const ALWAYS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));

const rssOf = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

/** Runs `work(i)` for i < count, `concurrency` at a time. */
const pool = async (count, concurrency, work) => {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
};

/** A paid inquiry of `parent` to the demo doctor, accepted: its id and conversation id. */
const inquiryInProgress = async (base, parent, doctorToken) => {
  const created = await postJson(
    base,
    '/api/consult/inquiryCreate',
    {
      babyId: parent.babyId,
      doctorId: DOCTOR_ID,
      complaint: '宝宝咳嗽三天，夜里加重，有少量白痰',
      duration: '3天',
      hasFever: false,
      allergies: '无',
      medicines: '无',
      agreeNotice: true,
      allowReassign: false,
    },
    parent.token,
    parent.ip,
  );
  const pay = await getJson(
    base,
    '/api/pay/v1/pay_sign_ali',
    { orderNo: created.orderNo },
    parent.token,
    parent.ip,
  );
  const cashier = new URL(pay.cashierUrl, base);
  const form = new URLSearchParams({
    orderNo: created.orderNo,
    channel: cashier.searchParams.get('channel') ?? '',
    returnUrl: cashier.searchParams.get('returnUrl') ?? '',
    decision: 'pay',
  });
  const paid = await fetch(new URL('/dev/pay/cashier', base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  if (paid.status >= 400) throw new Error(`cashier answered ${paid.status}`);
  // The status call asks the sandbox and books the payment at once (the notify job would too).
  await getJson(base, '/api/pay/v1/order_status', { orderNo: created.orderNo }, parent.token, parent.ip);
  await postJson(base, '/api/console/consult/inquiry/accept', { inquiryId: created.inquiryId }, doctorToken);
  const page = await getJson(
    base,
    '/api/consult/chatContentList',
    { inquiryId: created.inquiryId },
    parent.token,
    parent.ip,
  );
  return { inquiryId: created.inquiryId, conversationId: page.conversationId };
};

/** Error frames any bench socket received (printed with the result). */
const errors = [];

/** A /ws socket opened with a fresh ticket; `onFrame` sees every parsed frame. */
const openSocket = async (base, ticketPath, token, onFrame, ip) => {
  const { ticket } = await postJson(base, ticketPath, undefined, token, ip);
  const url = new URL(`/ws?ticket=${encodeURIComponent(ticket)}`, base);
  url.protocol = 'ws:';
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { origin: new URL(base).origin, perMessageDeflate: false });
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'error') errors.push(frame);
      onFrame(frame);
    });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`/ws refused with ${res.statusCode}`)));
  });
};

/** Sends a frame and waits for the first frame `match` accepts. */
const request = (ws, waiters, frame, match, ms = 30_000) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to ${frame.type} in ${ms} ms`)), ms);
    waiters.add((f) => {
      if (!match(f)) return false;
      clearTimeout(timer);
      resolve(f);
      return true;
    });
    ws.send(JSON.stringify(frame));
  });

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** P8 on a fresh Sprout process; `track(server)` lets the caller stop it in every case. */
export const benchP8 = async ({
  track,
  conversations = P8.conversations,
  ratePerSecond = P8.ratePerSecond,
  loadSeconds = P8.loadSeconds,
} = {}) => {
  const server = await startSprout({ env: { RATE_LIMIT_PER_MINUTE: '100000000', TRUST_PROXY: '127.0.0.1' } });
  track?.(server);
  const sockets = [];
  try {
    const base = server.url;
    const manager = (await postJson(base, '/api/console/auth/login', MANAGER)).token;
    const doctor = (await postJson(base, '/api/console/auth/login', DOCTOR)).token;
    await postJson(
      base,
      '/api/console/consult/service/save',
      { doctorId: DOCTOR_ID, priceFen: 3900, workingHours: ALWAYS, enabled: true },
      manager,
    );
    console.log(`P8: ${conversations} parents and inquiries in progress …`);
    const parents = await makeParents(base, conversations, { stem: '135' });
    const threads = new Array(conversations);
    await pool(conversations, 10, async (i) => {
      threads[i] = await inquiryInProgress(base, parents[i], doctor);
    });

    // Per conversation: when each clientId was sent, and the seqs the doctor's socket saw.
    const sentAt = new Map();
    const delivered = new Map();
    const latencies = [];
    const seen = threads.map(() => ({ seqs: [], clientIds: new Set(), doubles: 0, disorder: 0 }));
    const byConversation = new Map(threads.map((t, i) => [t.conversationId, i]));
    console.log(`P8: opening ${conversations * 2} sockets …`);
    const parentWaiters = threads.map(() => new Set());
    const doctorWaiters = threads.map(() => new Set());
    const answer = (waiters) => (f) => {
      for (const w of [...waiters]) if (w(f)) waiters.delete(w);
    };
    const parentSockets = new Array(conversations);
    const doctorSockets = new Array(conversations);
    await pool(conversations, 20, async (i) => {
      const p = parents[i];
      parentSockets[i] = await openSocket(
        base,
        '/api/consult/chatTicket',
        p.token,
        answer(parentWaiters[i]),
        p.ip,
      );
      const onDoctorFrame = (f) => {
        answer(doctorWaiters[i])(f);
        if (f.type !== 'message' || f.message.senderType !== 'parent') return;
        const at = performance.now();
        const c = seen[byConversation.get(f.message.conversationId) ?? -1];
        if (!c) return;
        if (c.clientIds.has(f.message.clientId)) c.doubles++;
        c.clientIds.add(f.message.clientId);
        if (c.seqs.length > 0 && f.message.seq <= (c.seqs.at(-1) ?? 0)) c.disorder++;
        c.seqs.push(f.message.seq);
        const t0 = sentAt.get(f.message.clientId);
        if (t0 !== undefined) {
          latencies.push(at - t0);
          delivered.set(f.message.clientId, (delivered.get(f.message.clientId) ?? 0) + 1);
        }
      };
      doctorSockets[i] = await openSocket(base, '/api/console/consult/chat/ticket', doctor, onDoctorFrame);
      sockets.push(parentSockets[i], doctorSockets[i]);
      const sync = { type: 'sync', conversationId: threads[i].conversationId, afterSeq: 0 };
      const synced = (f) => f.type === 'synced' && f.conversationId === threads[i].conversationId;
      await request(parentSockets[i], parentWaiters[i], sync, synced);
      await request(doctorSockets[i], doctorWaiters[i], sync, synced);
    });
    const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
    const idleRss = rssOf(server.pid);

    console.log(`P8: ${open} sockets open; ${ratePerSecond} messages/s for ${loadSeconds} s …`);
    let peakRss = idleRss;
    const rssTimer = setInterval(() => {
      peakRss = Math.max(peakRss, rssOf(server.pid));
    }, 250);
    const total = ratePerSecond * loadSeconds;
    const started = performance.now();
    let sent = 0;
    // Sends are paced by the clock (1 ms ticks carrying what is due), not by answers, like real users.
    await new Promise((done) => {
      const tick = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * ratePerSecond));
        for (; sent < due; sent++) {
          const i = sent % conversations;
          const clientId = `bench-p8-${sent}`;
          sentAt.set(clientId, performance.now());
          parentSockets[i].send(
            JSON.stringify({
              type: 'send',
              conversationId: threads[i].conversationId,
              clientId,
              kind: 'text',
              text: `第${sent}条：宝宝今天体温37.2度`,
            }),
          );
        }
        if (sent >= total) {
          clearInterval(tick);
          done();
        }
      }, 1);
    });
    const sendSeconds = (performance.now() - started) / 1000;
    // Let the last pushes arrive (bounded).
    const drainUntil = performance.now() + 10_000;
    while (delivered.size < total && performance.now() < drainUntil)
      await new Promise((r) => setTimeout(r, 50));
    clearInterval(rssTimer);
    peakRss = Math.max(peakRss, rssOf(server.pid));

    const sorted = [...latencies].sort((a, b) => a - b);
    const lost = total - delivered.size;
    const doubles = seen.reduce((a, c) => a + c.doubles, 0);
    const disorder = seen.reduce((a, c) => a + c.disorder, 0);
    if (errors.length > 0)
      console.log(`P8: ${errors.length} error frames, first: ${JSON.stringify(errors[0])}`);
    const catchUp = await catchUpAfterGap({
      base,
      doctor,
      parent: parents[0],
      thread: threads[0],
      parentSocket: parentSockets[0],
      parentWaiters: parentWaiters[0],
    });
    return {
      sockets: open,
      messages: total,
      sendSeconds: Number(sendSeconds.toFixed(1)),
      achievedRate: Math.round(total / sendSeconds),
      p50Ms: Number(percentile(sorted, 50).toFixed(1)),
      p95Ms: Number(percentile(sorted, 95).toFixed(1)),
      p99Ms: Number(percentile(sorted, 99).toFixed(1)),
      maxMs: Number((sorted.at(-1) ?? Number.NaN).toFixed(1)),
      lost,
      doubles,
      disorder,
      idleRssMb: Math.round(idleRss / 1048576),
      peakRssMb: Math.round(peakRss / 1048576),
      catchUp,
    };
  } finally {
    for (const s of sockets) s.terminate();
    await server.stop();
  }
};

/**
 * A doctor's socket gone for a while: the parent sends `GAP_MESSAGES` meanwhile; a new socket syncs
 * after the last seq it had. The figure is from opening the new socket to holding every message.
 */
const GAP_MESSAGES = 200;
const catchUpAfterGap = async ({ base, doctor, thread, parentSocket, parentWaiters }) => {
  const before = await getJson(
    base,
    '/api/console/consult/chat/list',
    { inquiryId: thread.inquiryId },
    doctor,
  );
  const lastSeen = before.lastSeq;
  for (let k = 0; k < GAP_MESSAGES; k++) {
    await request(
      parentSocket,
      parentWaiters,
      {
        type: 'send',
        conversationId: thread.conversationId,
        clientId: `bench-gap-${k}`,
        kind: 'text',
        text: `离线期间第${k}条`,
      },
      (f) => f.type === 'ack' && f.clientId === `bench-gap-${k}`,
    );
  }
  const t0 = performance.now();
  const got = [];
  const waiters = new Set();
  const ws = await openSocket(base, '/api/console/consult/chat/ticket', doctor, (f) => {
    for (const w of [...waiters]) if (w(f)) waiters.delete(w);
  });
  try {
    let after = lastSeen;
    for (;;) {
      const synced = await request(
        ws,
        waiters,
        { type: 'sync', conversationId: thread.conversationId, afterSeq: after },
        (f) => f.type === 'synced' && f.conversationId === thread.conversationId,
      );
      got.push(...synced.messages);
      after = synced.messages.at(-1)?.seq ?? after;
      if (!synced.hasMore) break;
    }
  } finally {
    ws.terminate();
  }
  const ms = performance.now() - t0;
  const inOrder = got.every((m, k) => m.seq === lastSeen + k + 1);
  return { missed: GAP_MESSAGES, received: got.length, inOrder, ms: Number(ms.toFixed(1)) };
};

// `node bench/chat-bench.mjs [conversations] [messages a second] [seconds]`: P8 alone (npm run bench
// runs it with the rest); a run at the goal's figures is saved to bench/results/p8-latest.json.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [c, r, s] = process.argv.slice(2).map(Number);
  const options = {
    conversations: c || P8.conversations,
    ratePerSecond: r || P8.ratePerSecond,
    loadSeconds: s || P8.loadSeconds,
  };
  const loadAverageAtStart = loadavg();
  const result = await benchP8(options);
  console.log(result);
  if (options.conversations === P8.conversations && options.ratePerSecond === P8.ratePerSecond) {
    const machine = {
      cpus: cpus().length,
      model: cpus()[0]?.model,
      loadAverageAtStart,
      loadAverageAtEnd: loadavg(),
    };
    const saved = { date: new Date().toISOString(), node: process.version, machine, options, result };
    writeFileSync(
      new URL('./results/p8-latest.json', import.meta.url),
      `${JSON.stringify(saved, null, 2)}\n`,
    );
  }
}
