/**
 * Splits a whole amount over weights so the parts are whole fen and add up exactly (largest
 * remainder: each part is floored, and the fen left over go to the largest remainders, the earlier
 * line first on a tie). Used to spread one discount over the lines it covers, so a later refund of
 * one line gives back exactly that line's share.
 */
export const splitByWeight = (amount: number, weights: readonly number[]): number[] => {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`amount must be whole, got ${amount}`);
  const total = weights.reduce((a, b) => a + b, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  if (amount > total) throw new RangeError(`cannot split ${amount} over weights adding up to ${total}`);
  // BigInt keeps amount × weight exact for any safe fen amounts.
  const exact = weights.map((w) => (BigInt(amount) * BigInt(w)) / BigInt(total));
  const remainders = weights.map((w, i) => ({ i, r: (BigInt(amount) * BigInt(w)) % BigInt(total) }));
  const parts = exact.map(Number);
  let left = amount - parts.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
};
