const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The spec's random file key: 10 letters or digits under the token's folderPath. */
export const newPictureKey = (folderPath: string): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return folderPath + Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
};
