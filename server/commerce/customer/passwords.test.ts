import { expect, test } from 'vitest';
import { hashPassword, SCRYPT_COST, setPasswordHashCost, verifyPassword } from './passwords.ts';

test('passwords are hashed with scrypt at the OWASP cost and a random salt', async () => {
  expect(SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
  const [first, second] = await Promise.all([hashPassword('Pedal-power-99'), hashPassword('Pedal-power-99')]);
  expect(first).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  expect(first).not.toBe(second);
}, 60_000);

test('only the right password verifies, and a foreign hash format never does', async () => {
  const hash = await hashPassword('Pedal-power-99');
  expect(await verifyPassword('Pedal-power-99', hash)).toBe(true);
  expect(await verifyPassword('pedal-power-99', hash)).toBe(false);
  expect(await verifyPassword('Pedal-power-99', '$2b$10$abcdefghijklmnopqrstuv')).toBe(false);
}, 60_000);

test('the fast cost makes cheap hashes, and a hash of either cost verifies under either setting', async () => {
  const owasp = await hashPassword('Pedal-power-99');
  setPasswordHashCost('fast');
  try {
    const fast = await hashPassword('Pedal-power-99');
    expect(fast).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Pedal-power-99', owasp)).toBe(true);
    setPasswordHashCost('owasp');
    expect(await verifyPassword('Pedal-power-99', fast)).toBe(true);
    expect(await hashPassword('Pedal-power-99')).toMatch(/^scrypt\$131072\$/);
  } finally {
    setPasswordHashCost('owasp');
  }
}, 60_000);
