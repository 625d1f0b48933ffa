import type { Checkout } from '@sprout/domain';
import type { Db } from '../../db/database.ts';
import type { OrderRow } from '../../db/schema.ts';
import type { PackageCardRow } from '../../db/schema-value-goods.ts';
import { conflict } from '../../http/app-error.ts';
import { parseServices } from './card-view.ts';
import * as repo from './package-cards.repository.ts';

/**
 * The uses of package cards as an append-only ledger (package_card_uses): every change is an entry
 * with a ref unique per service, and the cached `uses_left` of the service moves in the same
 * transaction by a conditional update (never below 0: R8). `packageCardDifferences` proves the cache
 * equals the entries.
 */

export const USES_GONE = '套餐卡次数已用完或已过期';

/** On payment: the card's services with their uses, each granted by one entry. */
export const grantCard = async (trx: Db, card: PackageCardRow): Promise<void> => {
  const services = await repo.insertServices(trx, card.id, parseServices(card.services));
  for (const s of services)
    await repo.insertUse(trx, {
      card_id: card.id,
      service_id: s.id,
      kind: 'grant',
      delta: s.uses_total,
      ref: `grant:${card.id}`,
      order_id: card.order_id,
      note: '',
    });
};

/**
 * Checkout's take: one use per covered line. The offer's `cardId` is the card's service row (a card
 * counts its uses per service). The entry goes first, keyed by order and line, so a second take of the
 * same order adds nothing; a use gone meanwhile throws 4009 and the order is rolled back with it.
 */
export const takeCheckoutUses = async (
  trx: Db,
  userId: number,
  order: OrderRow,
  checkout: Checkout,
  today: string,
): Promise<void> => {
  for (const use of checkout.packageUses) {
    const service = await repo.takeOneUse(trx, use.cardId, today, userId);
    if (!service) throw conflict(USES_GONE);
    const entry = await repo.insertUse(trx, {
      card_id: service.card_id,
      service_id: service.id,
      kind: 'use',
      delta: -1,
      ref: `order:${order.id}:${use.lineId}`,
      order_id: order.id,
      note: order.title,
    });
    if (!entry) throw conflict(USES_GONE);
  }
};

/** Gives back the uses an order took, each once (the reversal is unique per use). */
export const giveBackOrderUses = async (trx: Db, order: OrderRow): Promise<number> => {
  let given = 0;
  for (const use of await repo.openUsesOfOrder(trx, order.id)) {
    const card = await repo.lockCard(trx, use.card_id);
    // A card refunded meanwhile was paid back for the uses it had then; it is not reopened.
    if (card?.status !== 'active') continue;
    const entry = await repo.insertUse(trx, {
      card_id: use.card_id,
      service_id: use.service_id,
      kind: 'giveBack',
      delta: 1,
      ref: `giveBack:${use.id}`,
      reverses_use_id: use.id,
      order_id: order.id,
      note: '',
    });
    if (!entry) continue;
    const moved = await repo.giveOneUseBack(trx, use.service_id);
    if (Number(moved.numUpdatedRows) !== 1) throw new Error(`use ${use.id} cannot be given back`);
    given += 1;
  }
  return given;
};

/** 核销 at the desk: one use of the card's service, by a staff member, under the request key's ref. */
export const writeOffUse = async (
  trx: Db,
  a: { card: PackageCardRow; serviceCode: string; staffId: number; ref: string; note: string; today: string },
): Promise<void> => {
  const [service] = (await repo.servicesOfCards(trx, [a.card.id])).filter(
    (s) => s.service_code === a.serviceCode,
  );
  if (!service) throw conflict('这张套餐卡不含该服务项目');
  const taken = await repo.takeOneUse(trx, service.id, a.today, null);
  if (!taken) throw conflict(USES_GONE);
  const entry = await repo.insertUse(trx, {
    card_id: a.card.id,
    service_id: service.id,
    kind: 'writeOff',
    delta: -1,
    ref: a.ref,
    staff_id: a.staffId,
    note: a.note,
  });
  if (!entry) throw conflict(USES_GONE);
};

/** Ends every use left of a card (refund): one entry per service with uses, the cache emptied with it. */
export const emptyCard = async (trx: Db, card: PackageCardRow, staffId: number | null): Promise<number> => {
  let left = 0;
  for (const s of await repo.servicesOfCards(trx, [card.id])) {
    if (s.uses_left === 0) continue;
    const emptied = await repo.emptyService(trx, s.id, s.uses_left);
    if (Number(emptied.numUpdatedRows) !== 1) throw conflict('套餐卡次数刚刚有变化，请刷新后重试');
    await repo.insertUse(trx, {
      card_id: card.id,
      service_id: s.id,
      kind: 'refund',
      delta: -s.uses_left,
      ref: `refund:${card.id}`,
      staff_id: staffId,
      note: '',
    });
    left += s.uses_left;
  }
  return left;
};
