/**
 * What staff typed in 会员's search: an 11-digit mainland phone, or a member card number (digits,
 * 6-20). Anything else asks for nothing. Spaces (a card number read off in groups) are dropped.
 */
export const memberLookupOf = (
  keyword: string | undefined,
): { mobile: string } | { cardNumber: string } | null => {
  const text = (keyword ?? '').replace(/\s+/g, '');
  if (/^1[3-9]\d{9}$/.test(text)) return { mobile: text };
  if (/^\d{6,20}$/.test(text)) return { cardNumber: text };
  return null;
};
