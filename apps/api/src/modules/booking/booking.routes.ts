import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { addAppointment } from './add-appointment.ts';
import { quoteRegistration } from './registration-checkout.service.ts';
import {
  cancelAppointment,
  deleteAppointment,
  getAppointment,
  listAppointments,
} from './appointments.service.ts';
import {
  calendarEvents,
  daySlots,
  doctorDetail,
  facilityRunningTime,
  listCities,
  listDepartments,
  listDoctors,
  listFacilities,
  monthView,
} from './directory.service.ts';

const { booking } = api;

/** The spec's clinic-booking calls, mapped onto the directory and appointment rules. */
export const registerBookingRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, booking.getCityList, () => listCities(ctx));
  registerEndpoint(app, ctx, booking.getFacilityList, ({ query }) => listFacilities(ctx, query.cityCode));
  registerEndpoint(app, ctx, booking.getFacilityRunningTime, ({ query }) =>
    facilityRunningTime(ctx, query.facilityId),
  );
  registerEndpoint(app, ctx, booking.getDeptList, ({ query }) => listDepartments(ctx, query.facilityId));
  registerEndpoint(app, ctx, booking.getDoctorList, ({ query }) =>
    listDoctors(ctx, query.facilityId, query.deptId),
  );
  registerEndpoint(app, ctx, booking.getDoctorDetail, ({ query }) => doctorDetail(ctx, query.doctorId));
  registerEndpoint(app, ctx, booking.getMonthView, ({ query }) =>
    monthView(ctx, query.doctorId, query.month),
  );
  registerEndpoint(app, ctx, booking.getCalendarEvents, ({ query }) =>
    calendarEvents(ctx, query.doctorId, query.month),
  );
  registerEndpoint(app, ctx, booking.getDaySlots, ({ query }) => daySlots(ctx, query.doctorId, query.date));
  registerEndpoint(app, ctx, booking.registrationQuote, ({ principal, body }) =>
    quoteRegistration(ctx, principal, body),
  );
  registerEndpoint(app, ctx, booking.addAppointment, ({ principal, body }) =>
    addAppointment(ctx, principal, body),
  );
  registerEndpoint(app, ctx, booking.cancelAppointment, ({ principal, body }) =>
    cancelAppointment(ctx, principal, body.weId, body.reason),
  );
  registerEndpoint(app, ctx, booking.deleteAppointment, ({ principal, body }) =>
    deleteAppointment(ctx, principal, body.weId),
  );
  registerEndpoint(app, ctx, booking.pageAppointment, ({ principal, body }) =>
    listAppointments(ctx, principal, body),
  );
  registerEndpoint(app, ctx, booking.getAppointmentDetail, ({ principal, query }) =>
    getAppointment(ctx, principal, query.weId),
  );
  registerEndpoint(app, ctx, booking.getAppointmentListByPatient, ({ principal, body }) =>
    listAppointments(ctx, principal, body),
  );
};
