/**
 * A member discount in the words a Chinese price tag uses: paying 95 % is 9.5折, 90 % is 9折,
 * 85 % is 8.5折, 100 % is 原价 (no discount).
 */
export const discountWords = (payPercent: number) => {
  if (!Number.isSafeInteger(payPercent) || payPercent < 1 || payPercent > 100)
    throw new RangeError(`pay percent ${payPercent}`);
  if (payPercent === 100) return '原价';
  return `${(payPercent / 10).toString()}折`;
};

/** A card number for display: the last four digits, the rest hidden. */
export const maskedCardNumber = (cardNumber: string) =>
  cardNumber.length <= 4 ? cardNumber : `${'*'.repeat(cardNumber.length - 4)}${cardNumber.slice(-4)}`;

/** Someone else's name shown to confirm a transfer: the family name kept, the rest hidden (张三 → 张*). */
export const maskedPersonName = (name: string) => {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  if (chars.length === 1) return '*';
  return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
};
