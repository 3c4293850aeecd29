/** Crockford base32 without I, L, O, U: order and stack codes are read aloud and typed. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** One symbol per random byte; 32 divides 256, so every symbol is equally likely. */
export function codeSymbols(randomBytes: Uint8Array): string {
  return Array.from(randomBytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}
