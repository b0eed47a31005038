import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's scrypt cost for passwords: N=2^17, r=8, p=1 (128 MiB per hash, so maxmem is raised). */
export const SCRYPT_COST = { N: 2 ** 17, r: 8, p: 1 } as const;

/**
 * The costs new hashes may be made at (`PASSWORD_HASH_COST`): `fast` keeps a test run's
 * hundreds of sign-ups quick and is refused by a production deployment. A stored hash
 * names its own cost, so either kind verifies whatever the setting.
 */
export const SCRYPT_COSTS = { owasp: SCRYPT_COST, fast: { N: 2 ** 10, r: 8, p: 1 } } as const;
export type PasswordHashCost = keyof typeof SCRYPT_COSTS;

let newHashCost: PasswordHashCost = 'owasp';

/** Sets the cost of hashes made from now on in this process (the server does so from its configuration). */
export function setPasswordHashCost(cost: PasswordHashCost): void {
  if (cost !== newHashCost) decoyHash = undefined;
  newHashCost = cost;
}
const MAX_MEMORY = 256 * 1024 * 1024;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$key` (base64url), so a later cost change can still verify old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const cost = SCRYPT_COSTS[newHashCost];
  const key = await derive(password, salt, cost);
  const { N, r, p } = cost;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for an email nobody has
 * registered, so the answer time does not tell whether an account exists.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  await verifyPassword(password, await decoyHash);
}
