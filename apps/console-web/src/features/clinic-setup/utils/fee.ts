import { formatFen, yuanTextToFen } from '@sprout/domain';

/**
 * The registration fee is typed in yuan and travels as whole fen. The conversion reads the digits as
 * text (no `yuan * 100`, which turns 12.35 into 1234.999…), and the ceiling keeps the amount far inside
 * the database's 32-bit integer column.
 */
export const MAX_FEE_FEN = 9_999_999;

export type FeeParse = { ok: true; fen: number } | { ok: false; message: string };

export function parseFeeYuan(text: string | undefined | null): FeeParse {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: false, message: '请输入挂号费，免费请填 0' };
  const fen = yuanTextToFen(trimmed);
  if (fen === null) return { ok: false, message: '请输入正确的金额，最多两位小数，如 25 或 25.50' };
  if (fen > MAX_FEE_FEN) return { ok: false, message: `挂号费不能超过 ${formatFen(MAX_FEE_FEN)} 元` };
  return { ok: true, fen };
}

/** `¥25.50` for 2550 fen; `免费` reads better than ¥0.00 in a list. */
export const feeLabel = (fen: number): string => (fen === 0 ? '免费' : `¥${formatFen(fen)}`);

/** The yuan text a form starts from when editing: 2550 → `25.50`. */
export const feeInputText = (fen: number): string => formatFen(fen);
