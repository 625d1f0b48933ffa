import type { api, ConsultDoctor, ParsedQueryOf } from '@sprout/contract';
import { addCalendarDays, clinicToday } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/app-error.ts';
import { nextClinicDay } from '../booking/next-clinic-day.service.ts';
import { pageOfferingDoctors } from './consult-services.repository.ts';
import { answeredCounts } from './inquiries.repository.ts';
import { ratingTotalsOfDoctors } from './ratings.repository.ts';
import { ratingSummaryOf } from './ratings.service.ts';
import { findServiceDoctor, type ServiceDoctor } from './service-doctor.ts';
import { holidaysAhead, isOnDuty, parseWorkingHours } from './working-hours.ts';

/**
 * 找医生 and 医生主页: doctors whose consultation service is on, with their rating, answered count,
 * whether they are on duty now and their next clinic day (the booking calendar's).
 */
const CAROUSEL_SIZE = 6;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The doctors' list items; holidays are read once per facility. */
const toDoctors = async (ctx: AppContext, rows: ServiceDoctor[], now: Date): Promise<ConsultDoctor[]> => {
  const ids = rows.map((r) => r.doctor_id);
  const [totals, answered] = await Promise.all([
    ratingTotalsOfDoctors(ctx.db, ids),
    answeredCounts(ctx.db, ids),
  ]);
  const holidays = new Map<number, ReadonlySet<string>>();
  for (const facilityId of new Set(rows.map((r) => r.facility_id)))
    holidays.set(facilityId, await holidaysAhead(ctx.db, facilityId, now));
  const today = clinicToday(now);
  return Promise.all(
    rows.map(async (r) => {
      const t = totals.find((x) => x.doctorId === r.doctor_id);
      return {
        doctorId: r.doctor_id,
        name: r.name,
        title: r.title,
        speciality: r.speciality,
        photoUrl: r.photo_url,
        deptId: r.department_id,
        deptName: r.dept_name,
        priceFen: r.price_fen ?? 0,
        rating: t && t.count > 0 ? oneDecimal(t.stars / t.count) : null,
        ratingCount: t?.count ?? 0,
        answeredCount: answered.get(r.doctor_id) ?? 0,
        isOnline: isOnDuty(r, holidays.get(r.facility_id) ?? new Set(), now),
        nextClinicDay: await nextClinicDay(ctx, r.doctor_id, today, addCalendarDays(today, 62), now),
      };
    }),
  );
};

export const findDoctors = async (
  ctx: AppContext,
  q: ParsedQueryOf<typeof api.consultation.findDoctor>,
  now = new Date(),
) => {
  const { rows, total } = await pageOfferingDoctors(ctx.db, q);
  return { list: await toDoctors(ctx, rows, now), total, pageNum: q.pageNum, pageSize: q.pageSize };
};

/** The home page's doctors: on duty first, then by rating. */
export const carouselDoctors = async (ctx: AppContext, now = new Date()) => {
  const { rows } = await pageOfferingDoctors(ctx.db, { pageNum: 1, pageSize: 100 });
  const doctors = await toDoctors(ctx, rows, now);
  return doctors
    .sort(
      (a, b) =>
        Number(b.isOnline) - Number(a.isOnline) ||
        (b.rating ?? 0) - (a.rating ?? 0) ||
        b.answeredCount - a.answeredCount,
    )
    .slice(0, CAROUSEL_SIZE);
};

const offeredDoctor = async (ctx: AppContext, doctorId: number) => {
  const d = await findServiceDoctor(ctx.db, doctorId);
  if (d?.doctor_status !== 'active') throw notFound('医生不存在');
  return d;
};

export const doctorStatus = async (ctx: AppContext, doctorId: number, now = new Date()) => {
  const d = await offeredDoctor(ctx, doctorId);
  const holidays = await holidaysAhead(ctx.db, d.facility_id, now);
  return { doctorId, isOnline: isOnDuty(d, holidays, now), serviceEnabled: d.enabled === 1 };
};

export const doctorHome = async (ctx: AppContext, doctorId: number, now = new Date()) => {
  const d = await offeredDoctor(ctx, doctorId);
  const [doctor] = await toDoctors(ctx, [d], now);
  if (!doctor) throw notFound('医生不存在');
  const service =
    d.enabled === 1 && d.price_fen !== null
      ? {
          priceFen: d.price_fen,
          acceptMinutes: d.accept_minutes ?? 30,
          answerMinutes: d.answer_minutes ?? 120,
          followUpMessages: d.follow_up_messages ?? 3,
          followUpHours: d.follow_up_hours ?? 72,
          workingHours: parseWorkingHours(d.working_hours),
          enabled: true,
        }
      : null;
  return {
    doctor: { ...doctor, introduction: d.introduction },
    service,
    ratingSummary: await ratingSummaryOf(ctx, doctorId),
  };
};
