import { randomBytes } from 'node:crypto';

/** Letters and digits that cannot be misread for one another (no I, L, O, U): 32 symbols, 5 bits each. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A coupon's code: 16 symbols, 80 random bits, so a code cannot be guessed from another. */
export const newCouponCode = (): string => [...randomBytes(16)].map((b) => ALPHABET.charAt(b % 32)).join('');
