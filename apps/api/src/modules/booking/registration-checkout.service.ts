import type { api, CheckoutQuote, ParsedBodyOf } from '@sprout/contract';
import { type BillLine, DISCOUNT_CATEGORY_LABELS, REGISTRATION_SERVICE } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/app-error.ts';
import { ownedBaby } from '../babies/owned-babies.service.ts';
import {
  checkoutQuoteView,
  checkoutWishesOf,
  type LineLabel,
  quoteCheckoutWithOffers,
} from '../checkout/checkout.service.ts';
import { findSlotForBooking } from '../clinic/seats.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';

/**
 * A booking's one checkout line: the doctor's registration fee under 预约挂号 (REGISTRATION), so a
 * coupon or package card that names the service, and a member discount on 挂号费, apply to it; a
 * package card serves only the child it was bought for.
 */
export const registrationLine = (feeFen: number, babyId: number): BillLine & LineLabel => ({
  lineId: 'registration',
  serviceCode: REGISTRATION_SERVICE.code,
  category: REGISTRATION_SERVICE.category,
  amountFen: feeFen,
  babyId,
  name: REGISTRATION_SERVICE.name,
  categoryLabel: DISCOUNT_CATEGORY_LABELS[REGISTRATION_SERVICE.category],
});

/**
 * 确认信息's checkout: what booking this slot for this child would cost with the parent's wishes,
 * from the server's rows only (R1: the child must be the parent's). The booking quotes again inside
 * its transaction, so the amount it charges is what is still there then.
 */
export const quoteRegistration = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  body: ParsedBodyOf<typeof api.booking.registrationQuote>,
): Promise<CheckoutQuote> => {
  const { babyId, slotId, ...wishes } = body;
  const baby = await ownedBaby(ctx.db, parent, babyId);
  const slot = await findSlotForBooking(ctx.db, slotId);
  if (!slot) throw notFound('号源不存在');
  const line = registrationLine(slot.registration_fee_fen, baby.id);
  const { checkout, offers } = await quoteCheckoutWithOffers(
    ctx,
    ctx.db,
    { userId: parent.userId },
    [line],
    checkoutWishesOf(wishes),
  );
  return checkoutQuoteView([line], checkout, offers);
};
