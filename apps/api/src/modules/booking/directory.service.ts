import {
  type BookingSettings,
  dayStatus,
  monthGrid,
  PERIOD_LABELS,
  type ScheduledDay,
  SLOT_AVAILABILITY_REASONS,
  slotAvailability,
} from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { FacilityRow, Period } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import {
  type DoctorWithPlace,
  findDoctorWithPlace,
  findOpenFacility,
  holidayDateSet,
  listActiveDoctors,
  listDoctorSlots,
  listOpenDepartments,
  listOpenFacilities,
  settingsOf,
} from '../clinic/clinic.service.ts';
import { cityLabel } from '../regions/regions.service.ts';

/**
 * The clinic directory and doctors' calendars, as the parent's booking pages read them: the clinic
 * module owns the rows; what a parent may book, and when, is booking's rule and is decided here.
 */
const cityName = (code: string) => cityLabel(code)?.split(' ').at(-1) ?? null;

const toFacility = (f: FacilityRow) => ({
  facilityId: f.id,
  name: f.name,
  address: f.address,
  phone: f.phone,
  cityCode: f.city_code,
  cityName: cityName(f.city_code),
  runningTime: f.running_time,
});

const toDoctor = (d: DoctorWithPlace) => ({
  doctorId: d.id,
  name: d.name,
  title: d.title,
  speciality: d.speciality,
  photoUrl: d.photo_url,
  feeFen: d.registration_fee_fen,
  deptId: d.department_id,
  deptName: d.dept_name,
  facilityId: d.facility_id,
  facilityName: d.facility_name,
  status: d.status,
});

export const listCities = async (ctx: AppContext) => {
  const codes = [...new Set((await listOpenFacilities(ctx.db)).map((f) => f.city_code))];
  return codes.map((code) => ({ cityCode: code, cityName: cityName(code) ?? code }));
};

export const listFacilities = async (ctx: AppContext, cityCode?: string) =>
  (await listOpenFacilities(ctx.db, cityCode)).map(toFacility);

const openFacility = async (ctx: AppContext, facilityId: number) => {
  const facility = await findOpenFacility(ctx.db, facilityId);
  if (!facility) throw notFound('门诊不存在');
  return facility;
};

export const facilityRunningTime = async (ctx: AppContext, facilityId: number) => {
  const f = await openFacility(ctx, facilityId);
  return { ...toFacility(f), ...settingsOf(f) };
};

export const listDepartments = async (ctx: AppContext, facilityId: number) => {
  await openFacility(ctx, facilityId);
  return (await listOpenDepartments(ctx.db, facilityId)).map((d) => ({
    deptId: d.id,
    name: d.name,
    intro: d.intro,
  }));
};

export const listDoctors = async (ctx: AppContext, facilityId: number, deptId?: number) => {
  await openFacility(ctx, facilityId);
  return (await listActiveDoctors(ctx.db, facilityId, deptId)).map(toDoctor);
};

export const doctorDetail = async (ctx: AppContext, doctorId: number) => {
  const d = await findDoctorWithPlace(ctx.db, doctorId);
  if (!d) throw notFound('医生不存在');
  return { ...toDoctor(d), introduction: d.introduction };
};

/** A doctor's slots and the facility's settings over a date range (a month, or one day). */
const doctorSchedule = async (ctx: AppContext, doctorId: number, from: string, to: string) => {
  const doctor = await findDoctorWithPlace(ctx.db, doctorId);
  if (!doctor) throw notFound('医生不存在');
  const facility = await openFacility(ctx, doctor.facility_id);
  const [slots, holidays] = await Promise.all([
    listDoctorSlots(ctx.db, doctorId, from, to),
    holidayDateSet(ctx.db, doctor.facility_id, from, to),
  ]);
  // A stopped doctor offers nothing, whatever sessions remain on the calendar.
  const stopped = doctor.status !== 'active';
  return { doctor, settings: settingsOf(facility), slots, holidays, stopped };
};
type Schedule = Awaited<ReturnType<typeof doctorSchedule>>;

const monthRange = (month: string) => [`${month}-01`, `${month}-31`] as const;

const scheduledDays = (s: Schedule, period?: Period): ScheduledDay[] => {
  const days = new Map<string, ScheduledDay>();
  for (const slot of s.slots) {
    if (period && slot.period !== period) continue;
    const day = days.get(slot.date) ?? {
      date: slot.date,
      isHoliday: s.holidays.has(slot.date),
      sessions: [],
    };
    day.sessions.push({
      status: s.stopped ? 'stopped' : slot.session_status,
      slots: [{ startTime: slot.start_time, capacity: slot.capacity, booked: slot.booked }],
    });
    days.set(slot.date, day);
  }
  return [...days.values()];
};

export const monthView = async (ctx: AppContext, doctorId: number, month: string, now = new Date()) => {
  const s = await doctorSchedule(ctx, doctorId, ...monthRange(month));
  return { doctorId, month, days: monthGrid(s.settings, month, scheduledDays(s), now) };
};

/** Per date and period: the session as the clinic set it, its status for booking, free and total seats. */
export const calendarEvents = async (ctx: AppContext, doctorId: number, month: string, now = new Date()) => {
  const s = await doctorSchedule(ctx, doctorId, ...monthRange(month));
  return (['am', 'pm'] as const)
    .flatMap((period) =>
      scheduledDays(s, period).map((day) => ({
        ...dayStatus(s.settings, day, now),
        period,
        periodLabel: PERIOD_LABELS[period],
        sessionStatus: day.sessions.some((x) => x.status === 'open')
          ? ('open' as const)
          : ('stopped' as const),
      })),
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.period.localeCompare(b.period));
};

const slotState = (s: Schedule, settings: BookingSettings, slot: Schedule['slots'][number], now: Date) => {
  const free = Math.max(slot.capacity - slot.booked, 0);
  if (s.stopped || slot.session_status !== 'open' || s.holidays.has(slot.date))
    return {
      availability: 'stopped' as const,
      free,
      reason: s.holidays.has(slot.date) ? '节假日休诊' : '医生停诊',
    };
  const availability = slotAvailability(settings, { date: slot.date, startTime: slot.start_time }, now);
  if (availability !== 'open') return { availability, free, reason: SLOT_AVAILABILITY_REASONS[availability] };
  if (free === 0) return { availability: 'full' as const, free, reason: '号源已约满' };
  return { availability: 'open' as const, free, reason: null };
};

export const daySlots = async (ctx: AppContext, doctorId: number, date: string, now = new Date()) => {
  const s = await doctorSchedule(ctx, doctorId, date, date);
  return {
    doctor: toDoctor(s.doctor),
    date,
    slots: s.slots.map((slot) => {
      const state = slotState(s, s.settings, slot, now);
      return {
        slotId: slot.id,
        period: slot.period,
        periodLabel: PERIOD_LABELS[slot.period],
        startTime: slot.start_time,
        endTime: slot.end_time,
        capacity: slot.capacity,
        ...state,
        canBook: state.availability === 'open',
      };
    }),
  };
};
