import QRCode from 'qrcode';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/app-error.ts';
import { findDoctor } from './directory.repository.ts';

/**
 * The link a clinic prints for one doctor: it opens the patient app's QR booking page. The public base
 * URL wins over the request's origin, so a console used behind a proxy still prints the parents' address.
 */
export const doctorQrCode = async (ctx: AppContext, req: FastifyRequest, doctorId: number) => {
  const doctor = await findDoctor(ctx.db.kysely, doctorId);
  if (!doctor) throw notFound('医生不存在');
  const origin = (ctx.config.PUBLIC_BASE_URL ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
  const url = `${origin}/appointment/#/pages/newAppoinmentQr/index?facilityId=${doctor.facility_id}&doctorId=${doctor.id}`;
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { url, svg };
};
