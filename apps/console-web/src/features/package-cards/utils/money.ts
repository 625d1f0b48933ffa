/** Yuan with two decimals from whole fen, for display. */
export const yuan = (fen: number): string => (fen / 100).toFixed(2);

/** Fen from a yuan amount typed in a number box (at most two decimals), exactly: 12.35 → 1235. */
export const fenOf = (yuanValue: number): number => Math.round(yuanValue * 100);
