import type { ValueSource } from '../checkout/checkout.service.ts';
import { memberDiscountsOf } from './members.service.ts';

/**
 * The member discount at checkout (value source 'member'): the discounts of the member's card type
 * per fee category. A discount is a price, not something held, so there is nothing to take or give back.
 */
export const membersValueSource: ValueSource = {
  offers: async (db, family) => ({ memberDiscounts: await memberDiscountsOf(db, family.userId) }),
  take: async () => {},
  giveBack: async () => {},
};
