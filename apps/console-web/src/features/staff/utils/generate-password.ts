// No 0/O, 1/l/I: an admin reads this password out to a colleague.
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

const pick = (alphabet: string, random: number): string => alphabet[random % alphabet.length] ?? 'a';

/** A 10-character password that satisfies the contract: letters and digits, both present. */
export function generatePassword(length = 10): string {
  const randoms = crypto.getRandomValues(new Uint32Array(length));
  const chars = Array.from(randoms, (r, i) => {
    if (i === 0) return pick(LETTERS, r);
    if (i === 1) return pick(DIGITS, r);
    return pick(LETTERS + DIGITS, r);
  });
  // Shuffle so the letter and the digit are not always first.
  const order = crypto.getRandomValues(new Uint32Array(length));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = (order[i] ?? 0) % (i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
