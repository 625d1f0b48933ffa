import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import {
  bindRecordByPid,
  bindRecordByQr,
  bindVerifiedRecord,
  createAndBindRecord,
  matchRecords,
  sendRecordCode,
} from './records.service.ts';

const { booking } = api;

/** The spec's record-binding calls (verbatim names) onto the records rules. */
export const registerRecordRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, booking.smsMobile, ({ body, req }) => sendRecordCode(ctx, body.mobile, req.ip));
  registerEndpoint(app, ctx, booking.matchBabyRecord, ({ principal, body }) =>
    matchRecords(ctx, principal, body),
  );
  registerEndpoint(app, ctx, booking.bindBabyHisRecord, ({ principal, body }) =>
    bindVerifiedRecord(ctx, principal, body),
  );
  registerEndpoint(app, ctx, booking.bindBabyPid, ({ principal, body }) =>
    bindRecordByPid(ctx, principal, body.babyId, body.pid),
  );
  registerEndpoint(app, ctx, booking.addBindRecordBaby, ({ principal, body }) =>
    createAndBindRecord(ctx, principal, body.babyId),
  );
  registerEndpoint(app, ctx, booking.qrCodeBindRecord, ({ principal, body }) =>
    bindRecordByQr(ctx, principal, body.babyId, body.qrCode),
  );
};
