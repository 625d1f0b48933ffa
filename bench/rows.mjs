// Each figure's raw results as rows of the table, with the goals of quality-bars.md.
const at = (text, op, value, on) => ({ text, op, value, ...(on ? { on } : {}) });
const ZERO = at('0', '=', 0);
const kB = (bytes) => bytes / 1000;

export const p1Rows = (report, r, top = 8) => {
  report.row({
    id: 'P1',
    what: `logged-in home route: JS Chromium fetched, gzip (${r.files.length} files, ${kB(r.raw).toFixed(0)} kB raw, ${kB(r.transferred).toFixed(0)} kB sent)`,
    figure: kB(r.gzip),
    unit: 'kB',
    goal: at('<= 120 kB', '<=', 120),
  });
  for (const f of r.files.slice(0, top))
    report.row({ id: 'P1', what: `  of which ${f.file}`, figure: kB(f.gzip), unit: 'kB' });
};

export const p2Rows = (report, r) => {
  for (const p of r.pages)
    report.row({
      id: 'P2',
      what: `Lighthouse mobile, ${p.name} (#/pages/${p.route}; runs ${p.runs.map((x) => x.score).join(', ')}; median LCP ${(p.runs.map((x) => x.lcpMs).sort((a, b) => a - b)[1] / 1000).toFixed(1)} s)`,
      figure: p.score,
      goal: at('>= 95', '>=', 95),
    });
};

export const p3Rows = (report, r) =>
  report.row({
    id: 'P3',
    what: `growth chart page over home, gzip (${r.files.length} files)`,
    figure: kB(r.gzip),
    unit: 'kB',
    goal: at('<= 40 kB', '<=', 40),
  });

export const p4Rows = (report, switches, first) => {
  for (const s of switches?.switches ?? [])
    report.row({
      id: 'P4',
      what: `switch ${s.what} on the chart shown, 4x CPU (${s.reused ? 'the same uPlot updated' : 'a new uPlot: the page remounts the chart'}; median of ${switches.runs})`,
      figure: s.mainThreadMs,
      unit: 'ms',
      goal: at('<= 100 ms', '<=', 100),
    });
  if (!first) return;
  const { page, bare, daily } = first;
  report.row({
    id: 'P4',
    what: `first draw, 0-18 y height chart as the page draws it (${page.shape.lines} lines x ${page.shape.slots} slots + ${page.shape.points} points), 4x CPU, main thread`,
    figure: page.mainThreadMs,
    unit: 'ms',
    goal: at('<= 250 ms', '<=', 250),
  });
  report.row({ id: 'P4', what: '  of which buildChartData (wall time)', figure: page.buildMs, unit: 'ms' });
  report.row({
    id: 'P4',
    what: '  floor: uPlot alone, the same lines, no app code',
    figure: bare.mainThreadMs,
    unit: 'ms',
  });
  report.row({
    id: 'P4',
    what: `  (info) the same chart on the daily grid (${daily.shape.slots} slots)`,
    figure: daily.mainThreadMs,
    unit: 'ms',
  });
};

const us = (side) => Math.round(side.cpuUsPerRequest);

export const p5Rows = (report, reads) => {
  for (const r of reads) {
    if (r.name === 'GET /health') {
      report.row({
        id: 'P5',
        what: `(info) GET /health: Sprout vs peer ${Math.round(r.peer.rps).toLocaleString('en')} req/s (CPU ${us(r.sprout)} vs ${us(r.peer)} µs/request)`,
        figure: r.sprout.rps,
        unit: 'req/s',
        ratio: r.sprout.rps / r.peer.rps,
      });
      continue;
    }
    if (!r.sprout) {
      report.row({
        id: 'P5',
        what: `${r.name}: answers differ (${r.compared.difference})`,
        figure: Number.NaN,
        goal: at('>= 0.8x peer', '>=', 0.8, 'ratio'),
        pass: false,
        why: 'the peer is not doing the same work',
      });
      continue;
    }
    const clean = (x) => x.non2xx + x.errors + x.timeouts + x.mismatches === 0;
    const dirty = clean(r.sprout) && clean(r.peer) ? '' : '; some answers were not successes';
    report.row({
      id: 'P5',
      what: `${r.name}: Sprout vs peer ${Math.round(r.peer.rps).toLocaleString('en')} req/s (CPU ${us(r.sprout)} vs ${us(r.peer)} µs/request: ${(r.peer.cpuUsPerRequest / r.sprout.cpuUsPerRequest).toFixed(2)}x; answers equal: ${r.compared.same}, ${r.compared.bytes} B${dirty})`,
      figure: r.sprout.rps,
      unit: 'req/s',
      ratio: r.sprout.rps / r.peer.rps,
      goal: at('>= 0.8x peer', '>=', 0.8, 'ratio'),
      ...(dirty ? { pass: false, why: 'failed answers under load' } : {}),
    });
    report.row({
      id: 'P5',
      what: `${r.name}: Sprout p99 (peer ${r.peer.p99.toFixed(0)} ms)`,
      figure: r.sprout.p99,
      unit: 'ms',
      goal: at('<= 20 ms', '<=', 20),
    });
  }
};

export const p6Rows = (report, r) => {
  const onceEach = r.booked === r.seats && r.taken === r.seats && r.live === r.seats;
  report.row({
    id: 'P6',
    what: `08:00 rush: seats taken, each once (${r.parents} parents, ${r.attempts} tries: ${r.booked} booked, ${r.refused} refused 4009; slots count ${r.taken}, ${r.live} live appointments; last seat at ${Math.round(r.lastBookingMs)} ms)`,
    figure: r.booked,
    goal: at(`${r.seats} of ${r.seats}`, '=', r.seats),
    pass: onceEach,
    why: onceEach ? null : `${r.booked} told, ${r.taken} counted, ${r.live} live of ${r.seats}`,
  });
  report.row({ id: 'P6', what: 'double bookings', figure: r.doubleBookings, goal: ZERO });
  report.row({
    id: 'P6',
    what: `5xx answers (other failures ${r.other}, network errors ${r.networkErrors})`,
    figure: r.serverErrors,
    goal: ZERO,
    ...(r.other + r.networkErrors > 0
      ? { pass: false, why: `${r.other + r.networkErrors} other failures` }
      : {}),
  });
  report.row({
    id: 'P6',
    what: `p99 over every try (p50 ${r.p50.toFixed(0)} ms, max ${r.max.toFixed(0)} ms)`,
    figure: r.p99,
    unit: 'ms',
    goal: at('<= 200 ms', '<=', 200),
  });
};

export const p7Rows = (report, r, skip) => {
  if (!r) {
    report.row({
      id: 'P7',
      what: `skipped: ${skip}`,
      figure: Number.NaN,
      goal: at('>= 500 /s', '>=', 500),
      pass: null,
    });
    return;
  }
  const extra = r.other > 0 || r.errors > 0 ? ` (${r.other} other answers, ${r.errors} errors)` : '';
  report.row({
    id: 'P7',
    what: `PostgreSQL, 2 API processes, ${r.clients} clients: bookings/s${extra}`,
    figure: r.bookingsPerS,
    unit: '/s',
    goal: at('>= 500 /s', '>=', 500),
    ...(r.other > 0 ? { pass: false, why: `${r.other} answers neither booked nor 4009` } : {}),
  });
  report.row({
    id: 'P7',
    what: `double bookings (${r.booked} booked, ${r.refused} refused 4009)`,
    figure: r.doubleBookings,
    goal: ZERO,
  });
};

export const p8Rows = (report, r) => {
  report.row({
    id: 'P8',
    what: 'chat: websockets open on one process',
    figure: r.sockets,
    goal: at('>= 2,000', '>=', 2000),
  });
  report.row({
    id: 'P8',
    what: `chat: p99 delivery, parent send → doctor socket, ${r.messages} messages at ${r.achievedRate}/s (p50 ${r.p50Ms}, p95 ${r.p95Ms}, max ${r.maxMs} ms)`,
    figure: r.p99Ms,
    unit: 'ms',
    goal: at('<= 50 ms', '<=', 50),
  });
  report.row({
    id: 'P8',
    what: `chat: messages lost, doubled or out of order (${r.lost} / ${r.doubles} / ${r.disorder})`,
    figure: r.lost + r.doubles + r.disorder,
    goal: ZERO,
  });
  report.row({
    id: 'P8',
    what: `chat: RSS under the chat load (idle with ${r.sockets} sockets ${r.idleRssMb} MB)`,
    figure: r.peakRssMb,
    unit: 'MB',
    goal: at('<= 300 MB', '<=', 300),
  });
  report.row({
    id: 'P8',
    what: `chat: catch-up of ${r.catchUp.missed} messages after a gap (${r.catchUp.received} received, ${r.catchUp.inOrder ? 'in order' : 'OUT OF ORDER'})`,
    figure: r.catchUp.ms,
    unit: 'ms',
    goal: at('<= 2000 ms', '<=', 2000),
    ...(r.catchUp.received !== r.catchUp.missed || !r.catchUp.inOrder
      ? { pass: false, why: 'messages missing or out of order' }
      : {}),
  });
};

export const p9Rows = (report, idleMb, peakMb) => {
  report.row({
    id: 'P9',
    what: 'API RSS idle with the demo data',
    figure: idleMb,
    unit: 'MB',
    goal: at('<= 150 MB', '<=', 150),
  });
  report.row({
    id: 'P9',
    what: 'API RSS peak under the P5 load',
    figure: peakMb,
    unit: 'MB',
    goal: at('<= 300 MB', '<=', 300),
  });
};

export const p10Rows = (report, engine, r) => {
  for (const q of r.queries)
    report.row({
      id: 'P10',
      what: `${engine}: ${q.what} (${q.small.toFixed(1)} -> ${q.large.toFixed(1)} ms)`,
      figure: q.ratio,
      unit: 'x',
      ratio: q.ratio,
      goal: at('<= 2x', '<=', 2),
    });
};

/** Paying a clinic bill over HTTP (issue 15): information rows, no goal is set for them yet. */
export const feeRows = (report, r) => {
  report.row({
    id: 'FEE',
    what: `(info) pay a bill with a coupon, points and the member discount over HTTP, SQLite: quote + start + sign + sandbox cashier, notify settles (${r.bills} bills, ${r.concurrency} parents at a time, ${r.seconds.toFixed(1)} s to the last bill paid): bills/s`,
    figure: r.billsPerS,
    unit: 'bills/s',
  });
  report.row({ id: 'FEE', what: "(info)   p99 of one parent's four calls", figure: r.p99, unit: 'ms' });
};

/**
 * Opening a laboratory sheet (issue 22): tap to drawn. After the list was idle (the usual tap) it is
 * held to the 0.8 s every other page meets; a tap the instant the row shows waits for the pdf.js
 * worker's first start (measured at about 0.95 s both before and after the change), for information.
 */
export const sheetRows = (report, r) => {
  report.row({
    id: 'SHEET',
    what: `检查报告单 (jcPdf): tap to sheet drawn, tapped after the list was idle 2.5 s, fresh browser (runs ${r.afterIdle.runs.join(', ')} ms)`,
    figure: r.afterIdle.ms,
    unit: 'ms',
    goal: at('<= 800 ms', '<=', 800),
  });
  report.row({
    id: 'SHEET',
    what: `(info)   tapped the instant the row shows: the worker's first start is waited for (runs ${r.atOnce.runs.join(', ')} ms)`,
    figure: r.atOnce.ms,
    unit: 'ms',
  });
};
