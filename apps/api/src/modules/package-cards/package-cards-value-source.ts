import { clinicToday, type PackageCardOffer } from '@sprout/domain';
import type { ValueSource } from '../checkout/checkout.service.ts';
import { giveBackOrderUses, takeCheckoutUses } from './card-uses.service.ts';
import * as repo from './package-cards.repository.ts';

/**
 * Value source 'package': the family's live cards as checkout offers. A card counts its uses per
 * service, so each offer is one service of one card (`cardId` is that service row's id) with the
 * service's uses left; the name is the card's, for the reason the parent reads.
 */
export const packageCardsValueSource: ValueSource = {
  offers: async (db, family, today) => {
    const rows = await repo.liveServicesOf(db, family.userId, today);
    const packageCards: PackageCardOffer[] = rows.map((r) => ({
      cardId: r.id,
      name: r.name,
      babyId: r.baby_id,
      serviceCodes: [r.service_code],
      usesLeft: r.uses_left,
      expiresOn: r.expires_on ?? today,
    }));
    return { packageCards };
  },
  take: (trx, family, order, checkout) =>
    takeCheckoutUses(trx, family.userId, order, checkout, clinicToday()),
  giveBack: async (trx, order) => {
    await giveBackOrderUses(trx, order);
  },
};
