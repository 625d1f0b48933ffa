// P6 and P7: booking over HTTP, and 0 double bookings.
//   P6  SQLite, one API process: the 08:00 release rush (bench/lib/rush-load.mjs says how parents
//       behave): 2,000 parents, each logged in through the SMS flow with a baby of their own, try for
//       200 seats (20 slots of 10) that appear at once, up to 5 tries each within 10 s. Goal: every
//       seat taken exactly once (the bookings the parents were told of, the slots' counters and the
//       live appointments all equal the seats), 0 double bookings, 0 5xx, p99 <= 200 ms over every try.
//       The server keeps its own rate limit (600 a minute per address; each parent has their own).
//   P7  PostgreSQL, two API processes, 200 clients racing in autocannon for 10 s: >= 500 bookings/s.
// The registration fee is not zero (the demo doctors'), so each booking is the full paid path: the seat,
// the appointment, its clinic record link, the unpaid order and the hold's expiry job, in one transaction.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PostgresUnavailable, startPostgres } from '../scripts/lib/ensure-postgres.mjs';
import { startSprout } from './lib/sprout.mjs';
import {
  allowSeveralBookingsPerHalfDay,
  clinicDay,
  doubleBookings,
  insertSlots,
  openBenchDb,
} from './lib/bench-db.mjs';
import { bookingTasks, runBookingLoad } from './lib/booking-load.mjs';
import { makeParents } from './lib/parents.mjs';
import { runRush } from './lib/rush-load.mjs';

export const CLIENTS = 200;
export const BOOKING_DURATION_S = 10;
export const RUSH = { parents: 2000, attempts: 5, windowS: 10, slots: 20, seatsPerSlot: 10 };
const DOCTOR_ID = 4; // 王建国, fee 30.00 元
const SLOT_COUNT = 1000; // more tries than any run gets through: 200 parents x 1000 slots
const CAPACITY = 160; // of 200 candidates per slot: one in five loses the race (4009)
const SERVER_ENV = { RATE_LIMIT_PER_MINUTE: '100000000', TRUST_PROXY: '127.0.0.1' };
const dates = [1, 2, 3, 4].map((d) => clinicDay(d));

const summary = (load, problems) => ({
  clients: CLIENTS,
  bookingsPerS: load.bookingsPerS,
  attemptsPerS: load.attemptsPerS,
  booked: load.booked,
  refused: load.refused,
  other: load.other,
  otherSamples: load.otherSamples,
  errors: load.errors,
  p50: load.p50,
  p99: load.p99,
  seconds: load.seconds,
  tasksUsed: load.tasksUsed,
  exhausted: load.exhausted,
  doubleBookings: problems.length,
  doubleBookingSamples: problems.slice(0, 5),
});

/** P6 on the fresh SQLite database of one server process. `track(server)` lets the caller stop it. */
export const benchP6 = async ({ track = () => {}, log = console.log } = {}) => {
  const server = await startSprout({ env: { TRUST_PROXY: '127.0.0.1' } });
  track(server);
  const db = await openBenchDb({ sqlitePath: server.sqlitePath });
  try {
    log(`P6: server ${server.url} pid ${server.pid} (SQLite); ${RUSH.parents} parents logging in`);
    const started = Date.now();
    const parents = await makeParents(server.url, RUSH.parents);
    log(`P6: ${RUSH.parents} parents with a baby each in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const day = clinicDay(1);
    const release = async () => {
      const ids = await insertSlots(db, {
        doctorId: DOCTOR_ID,
        dates: [day],
        count: RUSH.slots,
        capacity: RUSH.seatsPerSlot,
      });
      log(`P6: ${RUSH.slots * RUSH.seatsPerSlot} seats released; the rush (${RUSH.windowS} s)`);
      return ids;
    };
    log(`P6: every parent opens the doctor's day (${day}) on their own connection`);
    const { slotIds, ...rush } = await runRush({
      base: server.url,
      parents,
      dayPath: `/opordering/wechatapp/getDaySlots?doctorId=${DOCTOR_ID}&date=${day}`,
      release,
      attempts: RUSH.attempts,
      windowS: RUSH.windowS,
    });
    const [lo, hi] = [Math.min(...slotIds), Math.max(...slotIds)];
    const [seats] = await db.all(
      'select sum(capacity) as seats, sum(booked) as taken from slots where id between ? and ?',
      [lo, hi],
    );
    const [live] = await db.all(
      `select count(*) as n from appointments
        where slot_id between ? and ? and status in ('pending_payment', 'booked', 'arrived', 'no_show')`,
      [lo, hi],
    );
    const problems = await doubleBookings(db, slotIds);
    return {
      ...rush,
      parents: RUSH.parents,
      seats: Number(seats.seats),
      taken: Number(seats.taken),
      live: Number(live.n),
      doubleBookings: problems.length,
      doubleBookingSamples: problems.slice(0, 5),
    };
  } finally {
    await db.close();
    await server.stop();
  }
};

/**
 * A PostgreSQL admin URL: BENCH_DATABASE_URL when given, else a throwaway cluster started like the
 * test run's (installed when missing and we are root). Throws PostgresUnavailable when neither works.
 */
export const postgresForBench = async () => {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => {} };
  const cluster = await startPostgres();
  return { url: cluster.url, stop: cluster.stop };
};

/** A fresh database in that cluster: `{ url, drop() }`. */
export const freshDatabase = async (adminUrl, prefix) => {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
};

/** P7: two server processes on one PostgreSQL database, half the clients on each. */
export const benchP7 = async ({ adminUrl, track = () => {} }) => {
  const database = await freshDatabase(adminUrl, 'sprout_bench_p7');
  const servers = [];
  let db = null;
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    for (let i = 0; i < 2; i++) {
      const s = await startSprout({ env: { ...SERVER_ENV, DATABASE_URL: database.url, PG_POOL_SIZE: '10' } });
      track(s);
      servers.push(s);
    }
    console.log(`P7: servers ${servers.map((s) => `${s.url} pid ${s.pid}`).join(', ')} (PostgreSQL)`);
    db = await openBenchDb({ url: database.url });
    await allowSeveralBookingsPerHalfDay(db);
    const parents = await makeParents(servers[0].url, CLIENTS);
    const slotIds = await insertSlots(db, {
      doctorId: DOCTOR_ID,
      dates,
      count: SLOT_COUNT,
      capacity: CAPACITY,
    });
    console.log(
      `P7: addAppointment, ${CLIENTS} connections over 2 processes, ${BOOKING_DURATION_S} s (+2 s warm-up)`,
    );
    const load = await runBookingLoad({
      targets: servers.map((s) => ({ url: s.url, connections: CLIENTS / 2 })),
      tasks: bookingTasks(parents, slotIds),
      durationS: BOOKING_DURATION_S,
    });
    return summary(load, await doubleBookings(db, slotIds));
  } finally {
    await db?.close();
    for (const s of servers) await s.stop();
    await database.drop();
  }
};

export { PostgresUnavailable };
