import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { addHoliday, listHolidays, removeHoliday, reopenSession, stopSessions } from './closures.service.ts';
import {
  createDepartment,
  createDoctor,
  facilityDetail,
  listDepartments,
  listDoctors,
  listFacilities,
  updateDepartment,
  updateDoctor,
  updateFacility,
} from './directory.service.ts';
import { listDoctorAccounts } from '../staff/doctor-accounts.service.ts';
import { doctorQrCode } from './doctor-qr-code.ts';
import {
  deleteTemplate,
  generateSessions,
  listSessions,
  listTemplates,
  saveTemplate,
} from './schedule.service.ts';

const { clinicAdmin: c } = api;

/** The clinic console (managers). A doctor's own day is the booking module's (doctor-day.routes.ts). */
export const registerClinicRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, c.listFacilities, ({ query }) => listFacilities(ctx, query));
  registerEndpoint(app, ctx, c.facilityDetail, ({ query }) => facilityDetail(ctx, query.facilityId));
  registerEndpoint(app, ctx, c.updateFacility, ({ principal, body }) => updateFacility(ctx, principal, body));
  registerEndpoint(app, ctx, c.listDepartments, ({ query }) => listDepartments(ctx, query));
  registerEndpoint(app, ctx, c.createDepartment, ({ principal, body }) =>
    createDepartment(ctx, principal, body),
  );
  registerEndpoint(app, ctx, c.updateDepartment, ({ principal, body }) =>
    updateDepartment(ctx, principal, body),
  );
  registerEndpoint(app, ctx, c.listDoctors, ({ query }) => listDoctors(ctx, query));
  registerEndpoint(app, ctx, c.listDoctorAccounts, ({ query }) => listDoctorAccounts(ctx, query));
  registerEndpoint(app, ctx, c.createDoctor, ({ principal, body }) => createDoctor(ctx, principal, body));
  registerEndpoint(app, ctx, c.updateDoctor, ({ principal, body }) => updateDoctor(ctx, principal, body));
  registerEndpoint(app, ctx, c.setDoctorStatus, ({ principal, body }) => updateDoctor(ctx, principal, body));
  registerEndpoint(app, ctx, c.doctorQrCode, ({ query, req }) => doctorQrCode(ctx, req, query.doctorId));
  registerEndpoint(app, ctx, c.listTemplates, ({ query }) => listTemplates(ctx, query));
  registerEndpoint(app, ctx, c.saveTemplate, ({ principal, body }) => saveTemplate(ctx, principal, body));
  registerEndpoint(app, ctx, c.deleteTemplate, async ({ principal, body }) => {
    await deleteTemplate(ctx, principal, body.templateId);
    return null;
  });
  registerEndpoint(app, ctx, c.generateSessions, ({ principal, body }) =>
    generateSessions(ctx, principal, body),
  );
  registerEndpoint(app, ctx, c.listSessions, ({ query }) => listSessions(ctx, query));
  registerEndpoint(app, ctx, c.stopSessions, ({ principal, body }) => stopSessions(ctx, principal, body));
  registerEndpoint(app, ctx, c.reopenSession, ({ principal, body }) =>
    reopenSession(ctx, principal, body.sessionId),
  );
  registerEndpoint(app, ctx, c.listHolidays, ({ query }) => listHolidays(ctx, query));
  registerEndpoint(app, ctx, c.addHoliday, ({ principal, body }) => addHoliday(ctx, principal, body));
  registerEndpoint(app, ctx, c.removeHoliday, async ({ principal, body }) => {
    await removeHoliday(ctx, principal, body.holidayId);
    return null;
  });
};
