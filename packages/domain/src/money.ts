import { MONEY_INPUT_PATTERN } from './validators.ts';

/**
 * Money is whole fen (1 yuan = 100 fen) everywhere: amounts are added, compared and stored as
 * integers, so 0.1 + 0.2 never happens. Yuan text exists only at the edges (input and display).
 */

/** A fen amount: a safe, non-negative whole number. */
export const isFen = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

const MAX_FEN = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Parses yuan text ('12', '12.5', '12.50', surrounding spaces allowed) into fen, or returns null
 * when the text is not a non-negative amount with at most two decimals (same grammar as
 * isMoneyInput) or is too large to be a safe integer. The digits are joined as text and read as
 * one integer, so no float multiplication can drift (12.35 * 100 is 1234.9999999999998).
 */
export const yuanTextToFen = (text: string): number | null => {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (!MONEY_INPUT_PATTERN.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  // BigInt keeps huge inputs exact long enough to refuse them instead of rounding them.
  const fen = BigInt(whole + fraction.padEnd(2, '0'));
  return fen > MAX_FEN ? null : Number(fen);
};

/**
 * Shows fen as yuan with two decimals: 1250 → '12.50', -5 → '-0.05'. Empty (null or undefined)
 * shows '0.00' as the spec asks. A number that is not a whole fen is a programming error and
 * throws, rather than showing a silently rounded price.
 */
export const formatFen = (fen: number | null | undefined): string => {
  if (fen === null || fen === undefined) return '0.00';
  if (!Number.isSafeInteger(fen)) throw new RangeError(`formatFen needs whole fen, got ${fen}`);
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${fen < 0 ? '-' : ''}${yuan}.${cents}`;
};
