import { parseCalendarDate } from './clinic-date.ts';

/**
 * The generic input checks of product-spec section 5. Where the spec reports two different checks
 * for the same field, both are kept under separate names and the screen picks one; do not merge
 * them, because the legacy screens disagree and the spec does not say which one is right.
 *
 * The checks take the text exactly as given: trimming is the caller's choice. Character classes
 * are spelled out ([A-Za-z0-9_]) rather than \w so the meaning is plain ASCII on every engine.
 * Patterns carry no g flag, so they hold no state and can be shared (e.g. with zod's .regex).
 */

/** Mobile, loose reading: 11 digits starting with 1. */
export const MOBILE_LOOSE_PATTERN = /^1\d{10}$/;
/** Mobile, strict reading: 1, then 3 to 9, then 9 more digits (the contract's mobileField uses this). */
export const MOBILE_STRICT_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** Password reading A: 6 to 18 letters, digits or underscores. */
export const PASSWORD_A_PATTERN = /^[A-Za-z0-9_]{6,18}$/;
/** Password reading B: 4 to 10 letters or digits. */
export const PASSWORD_B_PATTERN = /^[A-Za-z0-9]{4,10}$/;
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;
/** ID card shape: 15 digits (first generation) or 17 digits then a digit or X. */
export const ID_CARD_PATTERN = /^(\d{15}|\d{17}[\dXx])$/;
/**
 * E-mail form A: a local part of 2 to 100 letters, digits, underscores or hyphens, then @ and a
 * domain of dot-separated labels (letters, digits, hyphens), with at least one dot.
 */
export const EMAIL_A_PATTERN = /^[A-Za-z0-9_-]{2,100}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/**
 * E-mail form B: word characters, @, word characters, then a top-level part of 2 to 3 letters,
 * optionally followed by a second 2-3 letter part (as in .com.cn).
 */
export const EMAIL_B_PATTERN = /^[A-Za-z0-9_]+@[A-Za-z0-9_]+\.[A-Za-z]{2,3}(\.[A-Za-z]{2,3})?$/;
/**
 * Landline: a 3 or 4 digit area code starting with 0, a hyphen, a 7 or 8 digit number, and an
 * optional hyphen plus a 1 to 6 digit extension: 010-12345678, 0755-1234567, 010-12345678-123.
 */
export const LANDLINE_PATTERN = /^0\d{2,3}-\d{7,8}(-\d{1,6})?$/;
/** Postal code: 6 digits; no mainland code starts with 0. */
export const POSTAL_CODE_PATTERN = /^[1-9]\d{5}$/;
/**
 * Money input in yuan: a whole part without leading zeros (0 alone is fine) and at most two
 * decimals. No sign, so negatives are refused; '12.' and '.5' are refused as unfinished input.
 */
export const MONEY_INPUT_PATTERN = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

/** Mainland mobile, loose reading (spec: '11 digits starting with 1'). */
export const isMobileLoose = (text: string): boolean => MOBILE_LOOSE_PATTERN.test(text);
/** Mainland mobile, strict reading (spec: '1 followed by 3 to 9 and then the remaining digits'). */
export const isMobileStrict = (text: string): boolean => MOBILE_STRICT_PATTERN.test(text);
export const isSmsCode = (text: string): boolean => SMS_CODE_PATTERN.test(text);
/** Password reading A: 6-18 letters, digits or underscores. */
export const isPasswordA = (text: string): boolean => PASSWORD_A_PATTERN.test(text);
/** Password reading B: 4-10 letters or digits. */
export const isPasswordB = (text: string): boolean => PASSWORD_B_PATTERN.test(text);
export const isPayPassword = (text: string): boolean => PAY_PASSWORD_PATTERN.test(text);
/** ID card shape only (15 or 18 characters); see isValidIdCardChecksum for the check digit. */
export const isIdCard = (text: string): boolean => ID_CARD_PATTERN.test(text);
/** E-mail form A: local part 2-100 of [A-Za-z0-9_-], @, dotted domain. */
export const isEmailA = (text: string): boolean => EMAIL_A_PATTERN.test(text);
/** E-mail form B: word characters with a 2-3 letter domain in one or two parts. */
export const isEmailB = (text: string): boolean => EMAIL_B_PATTERN.test(text);
export const isLandline = (text: string): boolean => LANDLINE_PATTERN.test(text);
export const isPostalCode = (text: string): boolean => POSTAL_CODE_PATTERN.test(text);
export const isMoneyInput = (text: string): boolean => MONEY_INPUT_PATTERN.test(text);

/** GB 11643-1999 weights for the first 17 digits, and the check character for each sum mod 11. */
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_CHARS = '10X98765432';

/**
 * True when an 18-character ID card number's last character is the GB 11643 check character of
 * the first 17 digits (a lower-case x counts as X). Anything else, including 15-digit numbers,
 * which carry no check digit, is false: call isIdCard first when 15 digits are acceptable.
 */
export const isValidIdCardChecksum = (text: string): boolean => {
  if (!/^\d{17}[\dXx]$/.test(text)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(text[i]) * (ID_CARD_WEIGHTS[i] ?? 0);
  return ID_CARD_CHECK_CHARS.charAt(sum % 11) === text.charAt(17).toUpperCase();
};

/** A real calendar day written YYYY-MM-DD (2024-02-29 yes, 2023-02-29 no). */
export const isDateYmdDash = (text: string): boolean => parseCalendarDate(text) !== null;

/** A real calendar day written YYYY/MM/DD; mixed separators such as 2024/01-05 are refused. */
export const isDateYmdSlash = (text: string): boolean =>
  /^\d{4}\/\d{2}\/\d{2}$/.test(text) && parseCalendarDate(text.replaceAll('/', '-')) !== null;

/** Either of the two date formats the spec's screens accept. */
export const isDateText = (text: string): boolean => isDateYmdDash(text) || isDateYmdSlash(text);
