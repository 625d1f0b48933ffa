import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerRecordRoutes } from './records.routes.ts';

/** Binding a baby to the clinic's patient record (through the HIS provider). */
export const registerRecordsModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerRecordRoutes(app, ctx);
};
