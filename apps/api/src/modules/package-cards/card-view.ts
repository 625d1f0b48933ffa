import { packageRefundFen } from '@sprout/domain';
import { z } from 'zod';
import type {
  PackageCardProductRow,
  PackageCardServiceRow,
  PackageCardUseRow,
} from '../../db/schema-value-goods.ts';
import type { CardViewRow } from './package-cards.repository.ts';

/** What a product's or a card's `services` column holds. */
const storedServices = z.array(
  z.object({ serviceCode: z.string(), serviceName: z.string(), uses: z.number().int() }),
);
export type CardServices = z.infer<typeof storedServices>;
export const parseServices = (json: string): CardServices => storedServices.parse(JSON.parse(json));

export const toProductView = (p: PackageCardProductRow) => {
  const services = parseServices(p.services);
  return {
    productId: p.id,
    name: p.name,
    description: p.description,
    priceFen: p.price_fen,
    services,
    suitableMoCodes: services.map((s) => s.serviceCode),
    validityDays: p.validity_days,
    refundHandlingPercent: p.refund_handling_percent,
    hisId: p.his_id,
    enabled: p.enabled === 1,
  };
};

/**
 * A card's uses per service: the service rows once paid; before that what the product promised.
 */
const servicesLeft = (card: CardViewRow, rows: readonly PackageCardServiceRow[]) =>
  rows.length > 0
    ? rows.map((s) => ({
        serviceCode: s.service_code,
        serviceName: s.service_name,
        usesTotal: s.uses_total,
        usesLeft: s.uses_left,
      }))
    : parseServices(card.services).map((s) => ({
        serviceCode: s.serviceCode,
        serviceName: s.serviceName,
        usesTotal: s.uses,
        usesLeft: card.status === 'pending' ? s.uses : 0,
      }));

export const toCardView = (card: CardViewRow, rows: readonly PackageCardServiceRow[], today: string) => {
  const services = servicesLeft(card, rows);
  return {
    cardId: card.id,
    name: card.name,
    babyId: card.baby_id,
    babyName: card.baby_name,
    priceFen: card.price_fen,
    status: card.status,
    expired: card.status === 'active' && card.expires_on !== null && card.expires_on < today,
    expiresOn: card.expires_on,
    orderNo: card.order_no,
    services,
    suitableMoCodes: services.map((s) => s.serviceCode),
    totalUses: card.total_uses,
    usesLeft: services.reduce((n, s) => n + s.usesLeft, 0),
    refundedFen: card.refunded_fen,
    createdAt: card.created_at,
  };
};

/** What refunding this card now would give back (0 for a card that is not active). */
export const refundNow = (card: CardViewRow, usesLeft: number) =>
  card.status === 'active'
    ? packageRefundFen(card.price_fen, card.total_uses, usesLeft, card.refund_handling_percent)
    : 0;

export const toConsoleCardView = (
  card: CardViewRow,
  rows: readonly PackageCardServiceRow[],
  today: string,
) => {
  const view = toCardView(card, rows, today);
  return {
    ...view,
    userId: card.user_id,
    parentPhone: card.parent_phone,
    refundFen: refundNow(card, view.usesLeft),
    refundHandlingPercent: card.refund_handling_percent,
  };
};

export const USE_NOTES: Record<PackageCardUseRow['kind'], string> = {
  grant: '购卡',
  use: '缴费抵扣',
  writeOff: '到院核销',
  giveBack: '退回',
  refund: '退卡',
};

export const toUseView = (u: PackageCardUseRow & { service_code: string; service_name: string }) => ({
  id: u.id,
  kind: u.kind,
  serviceCode: u.service_code,
  serviceName: u.service_name,
  delta: u.delta,
  note: u.note || USE_NOTES[u.kind],
  createdAt: u.created_at,
});
