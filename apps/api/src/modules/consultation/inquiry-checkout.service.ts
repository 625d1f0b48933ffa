import type { api, CheckoutQuote, ParsedBodyOf } from '@sprout/contract';
import {
  addWorkingMinutes,
  type BillLine,
  CONSULTATION_SERVICE,
  DISCOUNT_CATEGORY_LABELS,
} from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { ownedBaby } from '../babies/owned-babies.service.ts';
import {
  checkoutQuoteView,
  checkoutWishesOf,
  type LineLabel,
  quoteCheckoutWithOffers,
} from '../checkout/checkout.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { findServiceDoctor } from './service-doctor.ts';
import { holidaysAhead, parseWorkingHours } from './working-hours.ts';

/**
 * The doctor's 图文问诊 as it can be asked now: active, offering the service at a price, with a working
 * minute ahead (a doctor with none could never be given a deadline: refused rather than promised).
 */
export const offeredService = async (db: Db, doctorId: number, now: Date) => {
  const doctor = await findServiceDoctor(db, doctorId);
  if (doctor?.doctor_status !== 'active') throw notFound('医生不存在');
  if (doctor.enabled !== 1 || doctor.price_fen === null) throw conflict('该医生暂未开通图文问诊');
  const holidays = await holidaysAhead(db, doctor.facility_id, now);
  if (addWorkingMinutes(now, 1, parseWorkingHours(doctor.working_hours), holidays) === null)
    throw conflict('该医生暂无问诊工作时间，请选择其他医生');
  return { ...doctor, price_fen: doctor.price_fen };
};

/**
 * An inquiry's one checkout line: the doctor's price under 图文问诊 (CONSULTATION), so a coupon or
 * package card naming the service, and a member discount on 问诊费, apply; a card serves its own child.
 */
export const consultationLine = (priceFen: number, babyId: number): BillLine & LineLabel => ({
  lineId: 'consultation',
  serviceCode: CONSULTATION_SERVICE.code,
  category: CONSULTATION_SERVICE.category,
  amountFen: priceFen,
  babyId,
  name: CONSULTATION_SERVICE.name,
  categoryLabel: DISCOUNT_CATEGORY_LABELS[CONSULTATION_SERVICE.category],
});

/**
 * 提交问诊's checkout: what asking this doctor about this child would cost with the parent's wishes,
 * from the server's rows only (R1). Creating the inquiry quotes again inside its transaction.
 */
export const quoteInquiry = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  body: ParsedBodyOf<typeof api.consultation.inquiryQuote>,
  now = new Date(),
): Promise<CheckoutQuote> => {
  const { babyId, doctorId, ...wishes } = body;
  const baby = await ownedBaby(ctx.db, parent, babyId);
  const doctor = await offeredService(ctx.db, doctorId, now);
  const line = consultationLine(doctor.price_fen, baby.id);
  const { checkout, offers } = await quoteCheckoutWithOffers(
    ctx,
    ctx.db,
    { userId: parent.userId },
    [line],
    checkoutWishesOf(wishes),
    now,
  );
  return checkoutQuoteView([line], checkout, offers);
};
