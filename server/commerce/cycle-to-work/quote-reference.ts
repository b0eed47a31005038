import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read out or typed: no 0/O, 1/I/L or U. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PATTERN = /^C2W-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

/** A reference a person can read over the phone, e.g. C2W-7K3F-92QX (30⁸ ≈ 6.6 × 10¹¹ of them for each prefix). */
export function newReference(prefix: string, pick: (size: number) => number = randomInt): string {
  const group = () => Array.from({ length: 4 }, () => REFERENCE_ALPHABET[pick(REFERENCE_ALPHABET.length)]).join('');
  return `${prefix}-${group()}-${group()}`;
}

/** A cycle-to-work quote's reference, e.g. C2W-7K3F-92QX. */
export function newQuoteReference(pick: (size: number) => number = randomInt): string {
  return newReference('C2W', pick);
}
