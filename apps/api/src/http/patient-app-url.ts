import type { FastifyRequest } from 'fastify';
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
