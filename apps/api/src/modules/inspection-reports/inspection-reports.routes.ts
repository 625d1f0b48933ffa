import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { registerReportFileRoutes } from './inspection-report-files.routes.ts';
import { recordQrCard } from './record-qr-card.service.ts';
import { deleteFile, deleteReport, createReport, editReport } from './inspection-report-writes.service.ts';
import { listEncounters, listReportFiles, reportDetails } from './inspection-reports.service.ts';
import {
  consoleReportDetail,
  createEncounter,
  editEncounter,
  listChildEncounters,
} from './inspection-reports-console.service.ts';

const { inspectionReports: r } = api;

/** Inspection reports: the parent calls, the console calls, and the PDF sheets' byte routes. */
export const registerInspectionReportRoutes = async (
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> => {
  registerEndpoint(app, ctx, r.encounterList, ({ principal, body }) => listEncounters(ctx, principal, body));
  registerEndpoint(app, ctx, r.checkDetails, ({ principal, body }) =>
    reportDetails(ctx, principal, body.reportId),
  );
  registerEndpoint(app, ctx, r.reportFileList, ({ principal, body }) =>
    listReportFiles(ctx, principal, body),
  );

  registerEndpoint(app, ctx, r.consoleEncounterList, ({ principal, query }) =>
    listChildEncounters(ctx, principal, query),
  );
  registerEndpoint(app, ctx, r.consoleReportDetail, ({ principal, query }) =>
    consoleReportDetail(ctx, principal, query.reportId),
  );
  registerEndpoint(app, ctx, r.consoleCreateEncounter, ({ principal, body }) =>
    createEncounter(ctx, principal, body),
  );
  registerEndpoint(app, ctx, r.consoleUpdateEncounter, ({ principal, body }) =>
    editEncounter(ctx, principal, body),
  );
  registerEndpoint(app, ctx, r.consoleCreateReport, ({ principal, body }) =>
    createReport(ctx, principal, body),
  );
  registerEndpoint(app, ctx, r.consoleUpdateReport, ({ principal, body }) =>
    editReport(ctx, principal, body),
  );
  registerEndpoint(app, ctx, r.consoleDeleteReport, ({ principal, body }) =>
    deleteReport(ctx, principal, body),
  );
  registerEndpoint(app, ctx, r.consoleDeleteFile, ({ principal, body }) => deleteFile(ctx, principal, body));
  registerEndpoint(app, ctx, r.consoleRecordQrCode, ({ principal, query, req }) =>
    recordQrCard(ctx, principal, req, query.pid),
  );

  await registerReportFileRoutes(app, ctx);
};
