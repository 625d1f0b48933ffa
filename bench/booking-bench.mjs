// P6 and P7: booking throughput over HTTP with clients racing for the same slots, and 0 double bookings.
//   P6  SQLite, one API process, 200 clients          >= 40 % of the /health floor of the same run
//   P7  PostgreSQL, two API processes, 200 clients    >= 500 bookings/s
// The registration fee is not zero (the demo doctors'), so each booking is the full paid path: the seat,
// the appointment, its clinic record link, the unpaid order and the hold's expiry job, in one transaction.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PostgresUnavailable, startPostgres } from '../scripts/lib/ensure-postgres.mjs';
import { startServer } from '../scripts/lib/server.mjs';
import { clinicDay, doubleBookings, insertSlots, openBenchDb } from './lib/bench-db.mjs';
import { bookingTasks, runBookingLoad } from './lib/booking-load.mjs';
import { makeParents } from './lib/parents.mjs';

export const CLIENTS = 200;
export const BOOKING_DURATION_S = 10;
const DOCTOR_ID = 4; // 王建国, fee 30.00 元
const SLOT_COUNT = 1000; // more tries than any run gets through: 200 parents x 1000 slots
const CAPACITY = 160; // of 200 candidates per slot: one in five loses the race (4009)
const SERVER_ENV = { RATE_LIMIT_PER_MINUTE: '100000000', TRUST_PROXY: 'true' };
const dates = [1, 2, 3, 4].map((d) => clinicDay(d));

const summary = (load, problems) => ({
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
export const benchP6 = async ({ track = () => {} } = {}) => {
  const server = await startServer({ env: SERVER_ENV });
  track(server);
  const db = await openBenchDb({ sqlitePath: server.sqlitePath });
  try {
    console.log(`P6: server ${server.url} pid ${server.pid} (SQLite); ${CLIENTS} parents logging in`);
    const parents = await makeParents(server.url, CLIENTS);
    const slotIds = await insertSlots(db, {
      doctorId: DOCTOR_ID,
      dates,
      count: SLOT_COUNT,
      capacity: CAPACITY,
    });
    console.log(`P6: addAppointment, ${CLIENTS} connections, ${BOOKING_DURATION_S} s (+2 s warm-up)`);
    const load = await runBookingLoad({
      targets: [{ url: server.url, connections: CLIENTS }],
      tasks: bookingTasks(parents, slotIds),
      durationS: BOOKING_DURATION_S,
    });
    return summary(load, await doubleBookings(db, slotIds));
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
      const s = await startServer({ env: { ...SERVER_ENV, DATABASE_URL: database.url, PG_POOL_SIZE: '10' } });
      track(s);
      servers.push(s);
    }
    console.log(`P7: servers ${servers.map((s) => `${s.url} pid ${s.pid}`).join(', ')} (PostgreSQL)`);
    db = await openBenchDb({ url: database.url });
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
