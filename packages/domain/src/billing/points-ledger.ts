/**
 * The points ledger (issue 15) as pure rules: the balance is the sum of the entries and never
 * negative (R8); every positive entry is a lot with its own expiry; a spend, transfer out or
 * expiry takes points from the lots that expire first, so the points a family loses to expiry
 * are always the ones it could have used least. The server appends entries; these functions say
 * what an entry may be and what is left.
 */

export const POINTS_ENTRY_KINDS = [
  'earn', // a paid order, by the points rule
  'spend', // the mall, or points paying part of a bill
  'expire', // a lot reached its expiry date with points left
  'transfer-in',
  'transfer-out',
  'adjust', // staff, with a reason
  'reverse', // a refund undoing an earlier entry, exactly
] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];

/** An entry's kind in the staff's words (a parent reads each entry's own reason instead). */
export const POINTS_ENTRY_KIND_LABELS: Readonly<Record<PointsEntryKind, string>> = {
  earn: '消费获得',
  spend: '积分使用',
  expire: '过期',
  'transfer-in': '转赠转入',
  'transfer-out': '转赠转出',
  adjust: '人工调整',
  reverse: '退回/扣回',
};

export interface PointsEntry {
  entryId: number;
  kind: PointsEntryKind;
  /** Signed: positive adds a lot, negative takes from the lots. */
  points: number;
  /** Clinic date the entry was made. */
  on: string;
  /** Last clinic date a positive entry's points can be used; null: they do not expire. */
  expiresOn: string | null;
  /**
   * The account whose lots this entry belongs to, when it came with an account merged into this one;
   * null or absent: this account's own. Entries brought by a merge keep taking from the lots they took
   * from before it (a merged ledger replays exactly as both did apart); the merge itself carries the
   * merged account's live lots into this account's own (accounts merge, points-merge.ts).
   */
  pool?: number | null;
}

export interface PointsLot {
  entryId: number;
  left: number;
  expiresOn: string | null;
  /** The entry's pool, only for a lot a merged account brought (absent: the account's own). */
  pool?: number;
}

const poolOf = (e: { pool?: number | null | undefined }) => e.pool ?? null;

/** The balance: the sum of the entries. */
export const pointsBalance = (entries: readonly PointsEntry[]) => entries.reduce((a, e) => a + e.points, 0);

/** Expiring first: dated lots by date, then undated ones; earlier entries first on a tie. */
const usageOrder = (a: PointsLot, b: PointsLot) => {
  if (a.expiresOn !== b.expiresOn) {
    if (a.expiresOn === null) return 1;
    if (b.expiresOn === null) return -1;
    return a.expiresOn.localeCompare(b.expiresOn);
  }
  return a.entryId - b.entryId;
};

/**
 * What is left of each lot after every entry, replayed in entry order. A negative entry takes
 * from the lots of its own pool that were live on its date, expiring first. Throws when the entries
 * ever take more than there is: a ledger like that was written wrongly, and must not be smoothed over.
 */
export const pointsLots = (entries: readonly PointsEntry[]): PointsLot[] => {
  const lots: PointsLot[] = [];
  for (const e of [...entries].sort((a, b) => a.entryId - b.entryId)) {
    if (!Number.isSafeInteger(e.points) || e.points === 0)
      throw new RangeError(`entry ${e.entryId}: whole points, not 0`);
    if (e.points > 0) {
      const pool = poolOf(e);
      lots.push({
        entryId: e.entryId,
        left: e.points,
        expiresOn: e.expiresOn,
        ...(pool === null ? {} : { pool }),
      });
      continue;
    }
    let owed = -e.points;
    // An expiry entry takes from the lots that expired; anything else only from live lots.
    const usable = lots
      .filter(
        (l) =>
          l.left > 0 &&
          poolOf(l) === poolOf(e) &&
          (e.kind === 'expire'
            ? l.expiresOn !== null && l.expiresOn < e.on
            : l.expiresOn === null || l.expiresOn >= e.on),
      )
      .sort(usageOrder);
    for (const lot of usable) {
      const take = Math.min(lot.left, owed);
      lot.left -= take;
      owed -= take;
      if (owed === 0) break;
    }
    if (owed > 0) throw new RangeError(`entry ${e.entryId} takes ${owed} points more than the ledger holds`);
  }
  return lots.filter((l) => l.left > 0);
};

/** A lot that can still be used on `today`. */
const isLive = (l: PointsLot, today: string) => l.expiresOn === null || l.expiresOn >= today;

/**
 * Points usable on `today`: the account's own live lots (expired points still count in the balance
 * until their expiry entry; a merged account's live lots were carried into the own pool by the merge).
 */
export const usablePoints = (entries: readonly PointsEntry[], today: string) =>
  pointsLots(entries)
    .filter((l) => poolOf(l) === null && isLive(l, today))
    .reduce((a, l) => a + l.left, 0);

/** The live lots of one pool on `today`, by expiry date (what an account merge carries over). */
export const livePoolLots = (entries: readonly PointsEntry[], pool: number | null, today: string) => {
  const byExpiry = new Map<string | null, number>();
  for (const l of pointsLots(entries).sort(usageOrder))
    if (poolOf(l) === pool && isLive(l, today))
      byExpiry.set(l.expiresOn, (byExpiry.get(l.expiresOn) ?? 0) + l.left);
  return [...byExpiry].map(([expiresOn, points]) => ({ expiresOn, points }));
};

/**
 * The expiry entries the nightly job writes on `today`: one per lot that has run out of time with
 * points left, in the lot's pool.
 */
export const expiryDue = (entries: readonly PointsEntry[], today: string) =>
  pointsLots(entries)
    .filter((l) => l.expiresOn !== null && l.expiresOn < today)
    .map((l) => ({
      lotEntryId: l.entryId,
      points: -l.left,
      ...(l.pool === undefined ? {} : { pool: l.pool }),
    }));

/** Whether taking `points` on `today` is allowed: whole, positive, and not more than the usable points. */
export const canTakePoints = (entries: readonly PointsEntry[], points: number, today: string) =>
  Number.isSafeInteger(points) && points > 0 && points <= usablePoints(entries, today);

/**
 * Points a paid amount earns: `pointsPerYuan` for each whole yuan actually paid (points and
 * discounts earn nothing), rounded down.
 */
export const earnedPoints = (paidFen: number, pointsPerYuan: number) => {
  if (!Number.isSafeInteger(paidFen) || paidFen < 0)
    throw new RangeError(`paid must be whole fen, got ${paidFen}`);
  if (!Number.isSafeInteger(pointsPerYuan) || pointsPerYuan < 0)
    throw new RangeError('points per yuan must be whole');
  return Math.floor(paidFen / 100) * pointsPerYuan;
};

/** Points of one expiry date a negative entry took. */
export interface PointsTaken {
  expiresOn: string | null;
  points: number;
}

/**
 * The lots a negative entry takes from (or took, when it is already in `entries`), grouped by their
 * expiry date, expiring first. Points given back (a cancelled exchange, a refunded bill) and points
 * transferred keep the validity they had, so handing points around never extends their life.
 */
export const lotsTaken = (entries: readonly PointsEntry[], taking: PointsEntry): PointsTaken[] => {
  if (taking.points >= 0) throw new RangeError(`entry ${taking.entryId} takes nothing`);
  const earlier = entries.filter((e) => e.entryId < taking.entryId);
  const after = new Map(pointsLots([...earlier, taking]).map((l) => [l.entryId, l.left]));
  const byExpiry = new Map<string | null, number>();
  for (const lot of pointsLots(earlier).sort(usageOrder)) {
    const taken = lot.left - (after.get(lot.entryId) ?? 0);
    if (taken > 0) byExpiry.set(lot.expiresOn, (byExpiry.get(lot.expiresOn) ?? 0) + taken);
  }
  return [...byExpiry].map(([expiresOn, points]) => ({ expiresOn, points }));
};

/**
 * The last day earned points can be used: 31 December of the year `yearsAfter` years after the one
 * they were earned in (1: points earned any day of 2026 last until 2027-12-31), so a family has at
 * least a full year and all of one year's points expire together.
 */
export const pointsValidUntil = (earnedOn: string, yearsAfter: number) => {
  if (!Number.isSafeInteger(yearsAfter) || yearsAfter < 0) throw new RangeError('whole years');
  return `${Number(earnedOn.slice(0, 4)) + yearsAfter}-12-31`;
};
