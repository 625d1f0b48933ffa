// P10's data: a clinic's history of appointments, made with a few INSERT … SELECT statements over
// generated integer sequences (no per-row round trips), on SQLite or PostgreSQL.
//
// The shape, per stage [a0, a1) of appointment numbers:
//   - every slot has 4 seats, 16 slots a day (8 am, 8 pm) for each of the 6 demo doctors, days going
//     back from 30 days before today; a session per doctor, day and period;
//   - parents with one baby and a clinic record each; every baby has about 20 appointments;
//   - appointment statuses: 80 % arrived, 5 % no_show, 10 % cancelled, 5 % expired; each has its
//     registration order (paid, refunded or closed), a finished reminder job, a clinic measurement of
//     the baby on the visit's day (height and weight, entered by the first staff member) and a system
//     message to the parent (a third of them unread);
//   - seat counters agree with the live appointments (R3's invariant holds at any size).
// Stages add to what is there: the first makes the 10k picture, the second grows it to 1M without
// touching the first stage's parents, so the parent and the doctor's day measured have the same data
// at both sizes and only the tables grow.

export const SEATS = 4;
export const SLOTS_PER_DOCTOR_DAY = 16;
export const DOCTORS = 6;
export const APPOINTMENTS_PER_BABY = 20;
/** Stages must end on a whole day of slots (and a whole 5-slot status cycle). */
export const STAGE_UNIT = SEATS * SLOTS_PER_DOCTOR_DAY * DOCTORS * 5; // 1920
export const HISTORY_ENDS_DAYS_AGO = 30;

const TIMES = [
  ...['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30'],
  ...['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'],
];
const plus30 = (t) => {
  const m = Number(t.slice(0, 2)) * 60 + Number(t.slice(3)) + 30;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** The day of history `d` (0 = the newest) as YYYY-MM-DD on the clinic calendar. */
const historyDate = (d, now) =>
  new Date(now + 8 * 3_600_000 - (HISTORY_ENDS_DAYS_AGO + d) * 86_400_000).toISOString().slice(0, 10);

const maxId = async (db, table) =>
  Number((await db.all(`select coalesce(max(id), 0) as m from ${table}`))[0].m);

/** The phone of generated parent `u` (stage parents are numbered from 0 across stages). */
export const benchParentPhone = (u) => `135${String(u).padStart(8, '0')}`;

/**
 * Adds appointments [a0, a1) with their parents [u0, u1): appointment a belongs to the baby
 * u0 + (a - a0) mod (u1 - u0). Returns the seconds it took.
 */
export const seedStage = async (db, { a0, a1, u0, u1 }, now = Date.now()) => {
  if (a0 % STAGE_UNIT || a1 % STAGE_UNIT) throw new Error(`stages end on multiples of ${STAGE_UNIT}`);
  const started = Date.now();
  const pg = db.dialect === 'postgres';
  const pad = (expr, n) =>
    pg ? `lpad((${expr})::text, ${n}, '0')` : `substr('${'0'.repeat(n)}' || (${expr}), -${n}, ${n})`;
  const seq = (from, to) =>
    `with recursive seq(n) as (select ${from} union all select n + 1 from seq where n < ${to - 1})`;
  const i0 = a0 / SEATS;
  const i1 = a1 / SEATS;
  const perDay = SLOTS_PER_DOCTOR_DAY * DOCTORS;
  const d0 = i0 / perDay;
  const d1 = i1 / perDay;
  const parents = u1 - u0;
  const base = {
    user: await maxId(db, 'users'),
    baby: await maxId(db, 'babies'),
    record: await maxId(db, 'patient_records'),
    session: await maxId(db, 'clinic_sessions'),
    slot: await maxId(db, 'slots'),
    order: await maxId(db, 'orders'),
    appointment: await maxId(db, 'appointments'),
    job: await maxId(db, 'jobs'),
    measurement: await maxId(db, 'growth_measurements'),
    message: await maxId(db, 'system_messages'),
    points: await maxId(db, 'points_entries'),
  };
  const cardTypeId = Number((await db.all('select id from member_card_types where is_default = 1'))[0]?.id);
  if (!cardTypeId) throw new Error('no default member card type (migration 019)');
  const staffId = Number((await db.all('select min(id) as id from staff'))[0].id);
  if (!staffId) throw new Error('no staff member to enter the clinic measurements (the demo seed)');
  const stamp = new Date(now).toISOString();

  // The rows are consistent by construction: on PostgreSQL the load skips the foreign-key triggers
  // (a superuser's session setting; the bench owns its database).
  if (pg) await db.exec('set session_replication_role = replica');
  await db.exec('begin');
  try {
    // Lookup tables: the days of this stage, the 16 slot times, the 6 doctors.
    for (const t of ['bench_days', 'bench_times', 'bench_docs']) await db.exec(`drop table if exists ${t}`);
    await db.exec('create table bench_days (d integer primary key, date text not null)');
    await db.exec(
      'create table bench_times (t integer primary key, start_time text not null, end_time text not null, period text not null)',
    );
    await db.exec(
      'create table bench_docs (k integer primary key, id integer not null, department_id integer not null, facility_id integer not null, fee integer not null)',
    );
    for (let d = d0; d < d1; d += 500) {
      const rows = [];
      for (let x = d; x < Math.min(d + 500, d1); x++) rows.push(`(${x}, '${historyDate(x, now)}')`);
      await db.exec(`insert into bench_days (d, date) values ${rows.join(', ')}`);
    }
    await db.exec(
      `insert into bench_times (t, start_time, end_time, period) values ${TIMES.map(
        (s, t) => `(${t}, '${s}', '${plus30(s)}', '${t < 8 ? 'am' : 'pm'}')`,
      ).join(', ')}`,
    );
    const doctors = await db.all(
      `select id, department_id, facility_id, registration_fee_fen as fee from doctors order by id limit ${DOCTORS}`,
    );
    if (doctors.length < DOCTORS) throw new Error(`need ${DOCTORS} doctors (the demo seed)`);
    await db.exec(
      `insert into bench_docs (k, id, department_id, facility_id, fee) values ${doctors
        .map((d, k) => `(${k}, ${d.id}, ${d.department_id}, ${d.facility_id}, ${d.fee})`)
        .join(', ')}`,
    );

    // Parents, their babies and clinic records: parent u has user, baby and record number u - u0.
    await db.run(
      `${seq(u0, u1)}
       insert into users (id, uid, phone, nickname, status, notice_enabled, created_at, updated_at)
       select ${base.user + 1 - u0} + n, 'BU' || ${pad('n', 10)}, '135' || ${pad('n', 8)}, null, 'active', 1, ?, ?
       from seq`,
      [stamp, stamp],
    );
    await db.run(
      `${seq(u0, u1)}
       insert into patient_records (id, pid, name, sex, birthday, guardian_phone, source, created_at)
       select ${base.record + 1 - u0} + n, 'BP' || ${pad('n', 10)}, '压测宝宝', '女', '2021-06-01',
              '135' || ${pad('n', 8)}, 'sprout', ?
       from seq`,
      [stamp],
    );
    await db.run(
      `${seq(u0, u1)}
       insert into babies (id, user_id, name, sex, birthday, city_code, gestational_weeks, dad_height_mm,
                           mom_height_mm, hope_height_mm, is_default, pid, guardian_consent_at,
                           created_at, updated_at, deleted_at)
       select ${base.baby + 1 - u0} + n, ${base.user + 1 - u0} + n, '压测宝宝', '女', '2021-06-01', null,
              null, null, null, null, 1, 'BP' || ${pad('n', 10)}, ?, ?, ?, null
       from seq`,
      [stamp, stamp, stamp],
    );

    // Sessions (2 per doctor-day) and slots; slot i is day i / 96, doctor (i / 16) mod 6, time i mod 16.
    await db.run(
      `insert into clinic_sessions (id, doctor_id, facility_id, date, period, status, stop_reason, template_id,
                                    updated_by, updated_at)
       select ${base.session + 1} + ((bd.d - ${d0}) * ${DOCTORS} + doc.k) * 2 + p.x, doc.id, doc.facility_id,
              bd.date, case p.x when 0 then 'am' else 'pm' end, 'open', null, null, null, ?
       from bench_days bd cross join bench_docs doc
            cross join (select 0 as x union all select 1 as x) p`,
      [stamp],
    );
    const slotIndex = `(bd.d * ${perDay} + doc.k * ${SLOTS_PER_DOCTOR_DAY} + tm.t)`;
    await db.run(
      `insert into slots (id, session_id, doctor_id, date, start_time, end_time, capacity, booked)
       select ${base.slot + 1 - i0} + ${slotIndex},
              ${base.session + 1} + ((bd.d - ${d0}) * ${DOCTORS} + doc.k) * 2 + case when tm.t < 8 then 0 else 1 end,
              doc.id, bd.date, tm.start_time, tm.end_time, ${SEATS},
              case when ${slotIndex} % 5 = 0 then 1 else ${SEATS} end
       from bench_days bd cross join bench_docs doc cross join bench_times tm`,
    );

    // Appointment a: slot a / 4; status by a mod 20 (0-1 cancelled, 2 expired, 3 no_show, else arrived),
    // which gives every fifth slot 1 live seat and the others 4, as the counters above say.
    const status = `case when n % 20 < 2 then 'cancelled' when n % 20 = 2 then 'expired'
                         when n % 20 = 3 then 'no_show' else 'arrived' end`;
    const orderStatus = `case when n % 20 < 2 then 'refunded' when n % 20 = 2 then 'closed' else 'paid' end`;
    const parent = `(${u0} + (n - ${a0}) % ${parents})`;
    const slotOf = `(n / ${SEATS})`;
    const joinSlot = `join slots s on s.id = ${base.slot + 1 - i0} + ${slotOf}
                      join bench_docs doc on doc.id = s.doctor_id`;
    await db.run(
      `${seq(a0, a1)}
       insert into orders (id, order_no, user_id, kind, subject_id, title, amount_fen, status, channel,
                           provider_txn_id, expires_at, paid_at, closed_at, refunded_fen, created_at, updated_at)
       select ${base.order + 1 - a0} + n, 'SP2019' || ${pad('n', 14)}, ${base.user + 1 - u0} + ${parent},
              'registration', ${base.appointment + 1 - a0} + n, '挂号费', doc.fee, ${orderStatus}, 'wxpay', null,
              s.date || 'T01:15:00.000Z',
              case when n % 20 = 2 then null else s.date || 'T01:05:00.000Z' end,
              case when n % 20 = 2 then s.date || 'T01:15:00.000Z' else null end,
              case when n % 20 < 2 then doc.fee else 0 end, s.date || 'T01:00:00.000Z', s.date || 'T01:00:00.000Z'
       from seq ${joinSlot}`,
    );
    await db.run(
      `${seq(a0, a1)}
       insert into appointments (id, user_id, baby_id, pid, facility_id, department_id, doctor_id, slot_id, date,
                                 start_time, end_time, visit_reason, fee_fen, status, order_id, hold_expires_at,
                                 cancelled_at, cancel_reason, hidden_at, created_at, updated_at)
       select ${base.appointment + 1 - a0} + n, ${base.user + 1 - u0} + ${parent}, ${base.baby + 1 - u0} + ${parent},
              'BP' || ${pad(parent, 10)}, doc.facility_id, doc.department_id, doc.id, s.id, s.date, s.start_time,
              s.end_time, '体检', doc.fee, ${status}, ${base.order + 1 - a0} + n, null,
              case when n % 20 < 2 then s.date || 'T02:00:00.000Z' else null end,
              case when n % 20 < 2 then '用户取消预约' else null end, null,
              s.date || 'T01:00:00.000Z', s.date || 'T01:00:00.000Z'
       from seq ${joinSlot}`,
    );
    await db.run(
      `${seq(a0, a1)}
       insert into jobs (id, kind, payload, dedupe_key, run_at, status, attempts, locked_by, locked_until, last_error,
                         created_at, updated_at)
       select ${base.job + 1 - a0} + n, 'appointment-reminder',
              '{"appointmentId":' || (${base.appointment + 1 - a0} + n) || '}',
              'bench-reminder:' || n, ?, 'done', 1, null, null, null, ?, ?
       from seq`,
      [stamp, stamp, stamp],
    );
    await db.run(
      `${seq(a0, a1)}
       insert into growth_measurements (id, baby_id, pid, measured_on, height_mm, posture, weight_g, head_mm,
                                        source, entered_by_user_id, entered_by_staff_id, note, created_at,
                                        updated_at, deleted_at, deleted_by_staff_id)
       select ${base.measurement + 1 - a0} + n, ${base.baby + 1 - u0} + ${parent}, 'BP' || ${pad(parent, 10)},
              s.date, 1080 + n % 40, 'standing', 18000 + n % 900, null, 'clinic', null, ${staffId}, null,
              s.date || 'T02:00:00.000Z', s.date || 'T02:00:00.000Z', null, null
       from seq ${joinSlot}`,
    );
    await db.run(
      `${seq(a0, a1)}
       insert into system_messages (id, user_id, category, title, content, link, read_at, created_at)
       select ${base.message + 1 - a0} + n, ${base.user + 1 - u0} + ${parent}, 'appointment', '就诊提醒',
              '您预约的门诊将于明天就诊，请按时到达。', null,
              case when n % 3 = 0 then null else s.date || 'T03:00:00.000Z' end, s.date || 'T01:00:00.000Z'
       from seq ${joinSlot}`,
    );
    // Every parent a member; every paid appointment's order earned its fee in points (one ledger
    // entry each, as the points module writes on payment), so points_entries grows with the rest.
    await db.run(
      `${seq(u0, u1)}
       insert into members (user_id, card_type_id, notice_version, activated_at)
       select ${base.user + 1 - u0} + n, ${cardTypeId}, '2026-11', ? from seq`,
      [stamp],
    );
    await db.run(
      `${seq(a0, a1)}
       insert into points_entries (id, user_id, points, kind, reason, ref, reverses_entry_id, counterpart_user_id,
                                   entry_on, expires_on, staff_id, created_at)
       select ${base.points + 1 - a0} + n, ${base.user + 1 - u0} + ${parent},
              case when doc.fee >= 100 then doc.fee / 100 else 1 end, 'earn', '挂号费消费获得',
              'order:' || (${base.order + 1 - a0} + n) || ':earn', null, null, s.date, '2099-12-31', null,
              s.date || 'T01:05:00.000Z'
       from seq ${joinSlot}`,
    );
    for (const t of ['bench_days', 'bench_times', 'bench_docs']) await db.exec(`drop table ${t}`);
    await db.exec('commit');
  } catch (err) {
    await db.exec('rollback');
    throw err;
  }
  if (pg) {
    await db.exec('set session_replication_role = origin');
    // Explicit ids: move each serial's sequence past them, and let the planner see the new sizes
    // (what autovacuum's analyze does on its own after a load like this).
    for (const t of [
      'users',
      'babies',
      'patient_records',
      'clinic_sessions',
      'slots',
      'orders',
      'appointments',
      'jobs',
      'growth_measurements',
      'system_messages',
      'points_entries',
    ])
      await db.all(`select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`);
    await db.exec('analyze');
  }
  return (Date.now() - started) / 1000;
};

/** Row counts of the tables that grow. */
export const tableSizes = async (db) => {
  const out = {};
  for (const t of [
    'users',
    'babies',
    'slots',
    'orders',
    'appointments',
    'jobs',
    'growth_measurements',
    'system_messages',
    'points_entries',
  ])
    out[t] = Number((await db.all(`select count(*) as n from ${t}`))[0].n);
  return out;
};
