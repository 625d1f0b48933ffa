import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerInspectionReportRoutes } from './inspection-reports.routes.ts';

/** Inspection reports of a patient record: encounters, structured results and PDF sheets. */
export const registerInspectionReportsModule = (app: FastifyInstance, ctx: AppContext): Promise<void> =>
  registerInspectionReportRoutes(app, ctx);
