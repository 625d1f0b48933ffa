import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/app-error.ts';
import { patientAppQrCode } from '../../http/patient-app-url.ts';
import { findDoctor } from './directory.repository.ts';

/** The link a clinic prints for one doctor: it opens the patient app's QR booking page. */
export const doctorQrCode = async (ctx: AppContext, req: FastifyRequest, doctorId: number) => {
  const doctor = await findDoctor(ctx.db, doctorId);
  if (!doctor) throw notFound('医生不存在');
  return patientAppQrCode(
    ctx,
    req,
    `/pages/newAppoinmentQr/index?facilityId=${doctor.facility_id}&doctorId=${doctor.id}`,
  );
};
