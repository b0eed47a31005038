import { createHash, randomBytes } from 'node:crypto';

/** An opaque token: 256 random bits, base64url. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens carry 256 random bits, so a plain SHA-256 is enough to store them safely. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Rejects anything that cannot be one of our tokens before it reaches the database. */
export function looksLikeToken(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
