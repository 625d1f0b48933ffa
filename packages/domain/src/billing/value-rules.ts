/**
 * Small rules of issue 15 that every value-moving request shares: idempotency keys (R16), coupon
 * claims, and the pro-rata refund of a package card. Pure; the server stores and locks.
 */

/**
 * The canonical text of a request body: keys sorted at every depth, so the same details sent in a
 * different key order are the same request. A replay with the same key and the same canonical body
 * answers the first result; the same key with another body is refused (as Stripe's idempotency keys).
 */
export const canonicalRequest = (body: unknown): string => JSON.stringify(sortKeys(body));

const sortKeys = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, x]) => [k, sortKeys(x)]));
  }
  return v;
};

/** An idempotency key the client made: 8 to 64 letters, digits, '-' or '_' (a UUID fits). */
export const isIdempotencyKey = (key: unknown): key is string =>
  typeof key === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(key);

export type ReplayVerdict = 'first' | 'replay' | 'conflict';

/** What a request with a key is, given what is stored under that key (null: nothing yet). */
export const replayVerdict = (stored: { canonicalBody: string } | null, body: unknown): ReplayVerdict => {
  if (stored === null) return 'first';
  return stored.canonicalBody === canonicalRequest(body) ? 'replay' : 'conflict';
};

export interface CouponCampaignLimits {
  state: 'draft' | 'live' | 'stopped';
  claimFrom: string;
  claimTo: string;
  totalQuantity: number;
  perPersonLimit: number;
}

/** Why a parent cannot claim a campaign's coupon now, or null when they can. */
export const claimBlocker = (
  c: CouponCampaignLimits,
  counts: { claimedTotal: number; claimedByParent: number },
  today: string,
): string | null => {
  if (c.state !== 'live') return '活动未开始或已结束';
  if (today < c.claimFrom) return `${c.claimFrom}开始领取`;
  if (today > c.claimTo) return '领取时间已过';
  if (counts.claimedTotal >= c.totalQuantity) return '优惠券已领完';
  if (counts.claimedByParent >= c.perPersonLimit) return `每人限领${c.perPersonLimit}张`;
  return null;
};

/**
 * What an unused package card gives back: the price paid for the uses left, pro rata and rounded
 * down to the fen, less the clinic's handling share (a whole percentage of that, rounded up, so the
 * clinic never keeps less than its rule and the family never gets more than it paid for).
 */
export const packageRefundFen = (
  paidFen: number,
  totalUses: number,
  usesLeft: number,
  handlingPercent: number,
) => {
  if (!Number.isSafeInteger(paidFen) || paidFen < 0) throw new RangeError('paid must be whole fen');
  if (
    !Number.isInteger(totalUses) ||
    totalUses < 1 ||
    !Number.isInteger(usesLeft) ||
    usesLeft < 0 ||
    usesLeft > totalUses
  )
    throw new RangeError('uses must be whole, uses left at most the total');
  if (!Number.isInteger(handlingPercent) || handlingPercent < 0 || handlingPercent > 100)
    throw new RangeError('handling must be 0-100 %');
  const unused = Math.floor((paidFen * usesLeft) / totalUses);
  return unused - Math.ceil((unused * handlingPercent) / 100);
};
