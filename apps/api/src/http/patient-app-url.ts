import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { AppContext } from '../app-context.ts';

/**
 * The address of a patient-app page for a link the clinic prints or sends (a QR card). The public base
 * URL wins over the request's origin, so a console used behind a proxy still prints the parents' address.
 * `route` is the spec's route path with its query, e.g. '/pages/newFun/jcReport?recordQr=…'.
 */
export const patientAppUrl = (ctx: AppContext, req: FastifyRequest, route: string): string => {
  const origin = (ctx.config.PUBLIC_BASE_URL ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
  return `${origin}/appointment/#${route}`;
};

/** A printed card's link and its QR code as SVG text (the console shows it as an image, never as markup). */
export const patientAppQrCode = async (ctx: AppContext, req: FastifyRequest, route: string) => {
  const url = patientAppUrl(ctx, req, route);
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { url, svg };
};
