import { accounts } from './accounts.ts';
import { addresses } from './addresses.ts';
import { babies } from './babies.ts';
import { booking } from './booking.ts';
import { aiConsult } from './ai-consult.ts';
import { staffAlerts } from './staff-alerts.ts';
import { chat, chatConsole } from './chat.ts';
import { clinicAdmin } from './clinic-admin.ts';
import { consultation } from './consultation.ts';
import { consumption } from './consumption.ts';
import { consultationConsole } from './consultation-console.ts';
import { consultationDesk, consultationFeedback } from './consultation-desk.ts';
import { coupons } from './coupons.ts';
import { couponsConsole } from './coupons-console.ts';
import type { Endpoint } from './endpoint.ts';
import { fees } from './fees.ts';
import { clientAuth, feesConsole } from './fees-console.ts';
import { evaluations } from './evaluations.ts';
import { growth } from './growth.ts';
import { inspectionReports } from './inspection-reports.ts';
import { invoices, invoicesConsole } from './invoices.ts';
import { clientErrors, clientErrorsConsole } from './client-errors.ts';
import { jobsConsole } from './jobs-console.ts';
import { mall, mallConsole } from './mall.ts';
import { members } from './members.ts';
import { membersConsole } from './members-console.ts';
import { messages } from './messages.ts';
import { packageCards, packageCardsConsole } from './package-cards.ts';
import { payments } from './payments.ts';
import { pictures } from './pictures.ts';
import { reconciliationConsole } from './reconciliation-console.ts';
import { points, pointsConsole } from './points.ts';
import { regions } from './regions.ts';
import { staffAuth } from './staff.ts';

export * from './accounts.ts';
export * from './addresses.ts';
export * from './babies.ts';
export * from './booking.ts';
export * from './booking-records.ts';
export * from './ai-consult.ts';
export * from './staff-alerts.ts';
export * from './chat.ts';
export * from './chat-frames.ts';
export * from './chat-message.ts';
export * from './clinic-admin.ts';
export * from './codes.ts';
export * from './consultation.ts';
export * from './consultation-answers.ts';
export * from './consultation-console.ts';
export * from './consultation-desk.ts';
export * from './coupons.ts';
export * from './coupons-console.ts';
export * from './consumption.ts';
export * from './endpoint.ts';
export * from './envelope.ts';
export * from './evaluations.ts';
export * from './fees.ts';
export * from './fees-console.ts';
export * from './byte-routes.ts';
export * from './client-errors.ts';
export * from './fields.ts';
export * from './growth.ts';
export * from './inspection-reports.ts';
export * from './invoices.ts';
export * from './jobs-console.ts';
export * from './mall.ts';
export * from './members.ts';
export * from './members-console.ts';
export * from './messages.ts';
export * from './package-cards.ts';
export * from './payments.ts';
export * from './pictures.ts';
export * from './reconciliation-console.ts';
export * from './points.ts';
export * from './regions.ts';
export type * from './route.ts';
export * from './staff.ts';

/** Every endpoint of the contract, by module: the server registers and documents exactly these. */
export const api = {
  accounts,
  addresses,
  aiConsult,
  babies,
  booking,
  chat,
  chatConsole,
  clientAuth,
  clientErrors,
  clientErrorsConsole,
  clinicAdmin,
  consultation,
  consultationConsole,
  consultationDesk,
  consultationFeedback,
  coupons,
  couponsConsole,
  consumption,
  evaluations,
  fees,
  feesConsole,
  growth,
  inspectionReports,
  invoices,
  invoicesConsole,
  jobsConsole,
  mall,
  mallConsole,
  members,
  membersConsole,
  messages,
  packageCards,
  packageCardsConsole,
  payments,
  pictures,
  reconciliationConsole,
  points,
  pointsConsole,
  regions,
  staffAlerts,
  staffAuth,
} as const;

export const allEndpoints = (): Endpoint[] =>
  Object.values(api).flatMap((module) => Object.values(module) as Endpoint[]);
