// P10: key query latency with 1M rows against the same queries with 10k, <= 2x: appointments (and
// their orders, slots and jobs), growth measurements, system messages and points ledger entries (one
// of each per appointment: ~1M of each against ~10k). Chat messages are measured by P8's catch-up.
//
// Two databases that differ only in size: the 10k one is seeded, copied, and the copy grown to 1M
// (bench/lib/scale-seed.mjs). A server runs on each, side by side, and each query is timed on one and
// then the other in alternating rounds, so that the machine's own ups and downs hit both alike. The
// parent, the baby and the doctor's day measured have the same rows in both; only the tables grow.
// Latency is one request at a time (no queueing), from the client: the median round's mean.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startSprout } from './lib/sprout.mjs';
import { expectOk, readQueries } from './lib/scale-queries.mjs';
import { allowSeveralBookingsPerHalfDay, clinicDay, insertSlots, openBenchDb } from './lib/bench-db.mjs';
import { getJson, loginParent, postJson } from './lib/parents.mjs';
import {
  APPOINTMENTS_PER_BABY,
  benchParentPhone,
  HISTORY_ENDS_DAYS_AGO,
  STAGE_UNIT,
  seedStage,
  tableSizes,
} from './lib/scale-seed.mjs';

export const SMALL = STAGE_UNIT * 5; // 9,600 appointments
export const LARGE = STAGE_UNIT * 521; // 1,000,320 appointments
const ROUNDS = 5;
const ROUND_MS = 600;
const BOOKINGS = 120; // sequential bookings on each size, in rounds too
const SERVER_ENV = { RATE_LIMIT_PER_MINUTE: '100000000', TRUST_PROXY: '127.0.0.1' };

/**
 * Parents for appointments [a0, a1): one fewer than a twentieth, so that a parent's appointments
 * (every n-th) fall on varied statuses instead of always the same one of the 20-long status cycle.
 */
const parentsFor = (a0, a1) => (a1 - a0) / APPOINTMENTS_PER_BABY - 1;

/** Times sequential calls of `call()` for `ms`; returns every latency in ms. */
const timeCalls = async (call, ms) => {
  const samples = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const t = performance.now();
    await call();
    samples.push(performance.now() - t);
  }
  return samples;
};
const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Runs one size's server; the caller stops it. */
const startOn = async (target, track) => {
  const env = target.url
    ? { DATABASE_URL: target.url, PG_POOL_SIZE: '8' }
    : { SQLITE_PATH: target.sqlitePath };
  const server = await startSprout({ env: { ...SERVER_ENV, ...env } });
  track(server);
  return server;
};

/**
 * Seeds, starts both servers, measures. `engine` is 'sqlite' or `{ adminUrl }` for PostgreSQL.
 * Returns `{ sizes, seedSeconds, queries: [{ what, small, large, ratio, p99Small, p99Large }] }`.
 */
export const benchP10 = async ({ engine = 'sqlite', track = () => {}, log = console.log }) => {
  const onPg = engine !== 'sqlite';
  const dir = mkdtempSync(join(tmpdir(), 'sprout-p10-'));
  const names = [];
  let small;
  let large;
  if (onPg) {
    const tag = Math.random().toString(16).slice(2, 8);
    const url = (name) => {
      const u = new URL(engine.adminUrl);
      u.pathname = `/${name}`;
      return u.toString();
    };
    small = { name: `sprout_p10_small_${tag}` };
    large = { name: `sprout_p10_large_${tag}` };
    small.url = url(small.name);
    large.url = url(large.name);
  } else {
    small = { sqlitePath: join(dir, 'small.db') };
    large = { sqlitePath: join(dir, 'large.db') };
  }
  const admin = onPg ? new pg.Client({ connectionString: engine.adminUrl }) : null;
  const servers = [];
  const stopAll = async () => {
    while (servers.length) await servers.pop().stop();
  };
  try {
    if (admin) {
      await admin.connect();
      await admin.query(`create database ${small.name}`);
      names.push(small.name);
    }
    // Migrate and seed the demo clinic, then the 10k history.
    servers.push(await startOn(small, track));
    await stopAll();
    let db = await openBenchDb(small);
    const seedSmall = await seedStage(db, { a0: 0, a1: SMALL, u0: 0, u1: parentsFor(0, SMALL) });
    const sizeSmall = await tableSizes(db);
    if (!onPg) await db.exec('pragma wal_checkpoint(truncate)');
    await db.close();
    log(`P10 (${onPg ? 'PostgreSQL' : 'SQLite'}): 10k history seeded in ${seedSmall.toFixed(1)} s`);

    // The copy, grown to 1M.
    if (admin) {
      await admin.query(`create database ${large.name} template ${small.name}`);
      names.push(large.name);
    } else copyFileSync(small.sqlitePath, large.sqlitePath);
    db = await openBenchDb(large);
    const seedLarge = await seedStage(db, {
      a0: SMALL,
      a1: LARGE,
      u0: parentsFor(0, SMALL),
      u1: parentsFor(0, SMALL) + parentsFor(SMALL, LARGE),
    });
    const sizeLarge = await tableSizes(db);
    await db.close();
    log(
      `P10: grown to ${sizeLarge.appointments} appointments, ${sizeLarge.growth_measurements} measurements, ` +
        `${sizeLarge.system_messages} messages in ${seedLarge.toFixed(1)} s`,
    );

    // Both servers up; sessions made on each (the same parent and doctor, so the same rows answer).
    const serverSmall = await startOn(small, track);
    servers.push(serverSmall);
    const serverLarge = await startOn(large, track);
    servers.push(serverLarge);
    const sessions = async (base) => {
      const parentToken = await loginParent(base, benchParentPhone(0), '10.250.0.1');
      const staff = await postJson(base, '/api/console/auth/login', {
        username: 'doctor',
        password: 'Sprout-doctor-2026',
      });
      return { parentToken, doctorToken: staff.token };
    };
    const ids = { small: await sessions(serverSmall.url), large: await sessions(serverLarge.url) };
    const list = await postJson(
      serverSmall.url,
      '/opordering/wechatapp/pageAppointment',
      { pageNum: 1, pageSize: 10 },
      ids.small.parentToken,
    );
    if (list.total < APPOINTMENTS_PER_BABY)
      throw new Error(`the measured parent has ${list.total} appointments`);
    const shared = {
      weId: list.list[5].weId,
      babyId: list.list[0].babyId,
      month: clinicDay(0).slice(0, 7),
      historyMonth: clinicDay(-HISTORY_ENDS_DAYS_AGO - 10).slice(0, 7),
      historyDay: clinicDay(-HISTORY_ENDS_DAYS_AGO),
    };
    const day = await getJson(
      serverLarge.url,
      '/api/console/clinic/doctor/today',
      { date: shared.historyDay, pageNum: 1, pageSize: 10 },
      ids.large.doctorToken,
    );
    if (day.total !== 52) throw new Error(`the doctor's day has ${day.total} patients, not 52`);
    // The measured parent's baby has the same measurements and messages at both sizes.
    for (const [size, base] of [
      ['small', serverSmall.url],
      ['large', serverLarge.url],
    ]) {
      const token = ids[size].parentToken;
      const query = { pageNum: 1, pageSize: 10 };
      const m = await postJson(
        base,
        '/api/growth/measurementList',
        { ...query, babyId: shared.babyId },
        token,
      );
      const msgs = await postJson(base, '/opordering/wechatapp/pageSysMsg', query, token);
      if (m.total < APPOINTMENTS_PER_BABY || msgs.total < APPOINTMENTS_PER_BABY)
        throw new Error(
          `the measured parent has ${m.total} measurements and ${msgs.total} messages (${size})`,
        );
    }

    const queriesSmall = readQueries({ ...shared, ...ids.small });
    const queriesLarge = readQueries({ ...shared, ...ids.large });
    const results = [];
    for (const [i, [what, callSmall]] of queriesSmall.entries()) {
      const callLarge = queriesLarge[i][1];
      // Warm both (statement caches, pages), then alternate.
      await timeCalls(() => callSmall(serverSmall.url), 200);
      await timeCalls(() => callLarge(serverLarge.url), 200);
      const rounds = { small: [], large: [] };
      const all = { small: [], large: [] };
      for (let r = 0; r < ROUNDS; r++) {
        for (const [size, call, base] of [
          ['small', callSmall, serverSmall.url],
          ['large', callLarge, serverLarge.url],
        ]) {
          const samples = await timeCalls(() => call(base), ROUND_MS);
          rounds[size].push(mean(samples));
          all[size].push(...samples);
        }
      }
      results.push(summarise(what, rounds, all));
    }

    // Booking on big tables: the measured parent's baby books fresh future slots, one at a time.
    const bookingSlots = {};
    for (const [size, target] of [
      ['small', small],
      ['large', large],
    ]) {
      const bdb = await openBenchDb(target);
      await allowSeveralBookingsPerHalfDay(bdb);
      bookingSlots[size] = await insertSlots(bdb, {
        doctorId: 3,
        dates: [clinicDay(3)],
        count: BOOKINGS,
        capacity: 10,
      });
      await bdb.close();
    }
    const book = (base, token, slotId) =>
      fetch(`${base}/opordering/wechatapp/addAppointment`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ babyId: shared.babyId, slotId, visitReason: '压测' }),
      }).then(expectOk);
    const rounds = { small: [], large: [] };
    const all = { small: [], large: [] };
    const perRound = BOOKINGS / 4;
    for (let r = 0; r < 4; r++)
      for (const [size, base] of [
        ['small', serverSmall.url],
        ['large', serverLarge.url],
      ]) {
        const samples = [];
        for (const slotId of bookingSlots[size].slice(r * perRound, (r + 1) * perRound)) {
          const t = performance.now();
          await book(base, ids[size].parentToken, slotId);
          samples.push(performance.now() - t);
        }
        rounds[size].push(mean(samples.slice(r === 0 ? 3 : 0)));
        all[size].push(...samples);
      }
    results.push(summarise('booking (addAppointment, paid)', rounds, all));
    return {
      sizes: { small: sizeSmall, large: sizeLarge },
      seedSeconds: seedSmall + seedLarge,
      queries: results,
    };
  } finally {
    await stopAll();
    if (admin) {
      for (const n of names) await admin.query(`drop database if exists ${n} with (force)`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  }
};

const summarise = (what, rounds, all) => {
  const small = median(rounds.small);
  const large = median(rounds.large);
  const sortedSmall = [...all.small].sort((a, b) => a - b);
  const sortedLarge = [...all.large].sort((a, b) => a - b);
  return {
    what,
    small,
    large,
    ratio: large / small,
    p99Small: quantile(sortedSmall, 0.99),
    p99Large: quantile(sortedLarge, 0.99),
    samples: all.small.length + all.large.length,
  };
};
