import { createHash, randomBytes } from 'node:crypto';

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_DAYS = 7;
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh random token for a confirmation link; only its hash is stored. */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token of the shape we hand out; anything else cannot match and is not looked up. */
export function looksLikeToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}
