import type { Request } from 'express';
import { expect, test } from 'vitest';
import { clientAddress } from './client-address.ts';

const requestFrom = (ip: string) => ({ ip, socket: {} }) as unknown as Request;

test('IPv4 and IPv4-mapped addresses are used as they are', () => {
  expect(clientAddress(requestFrom('203.0.113.9'))).toBe('203.0.113.9');
  expect(clientAddress(requestFrom('::ffff:203.0.113.9'))).toBe('203.0.113.9');
});

test('IPv6 addresses in one /64 count as one client', () => {
  expect(clientAddress(requestFrom('2001:db8:1:2::5'))).toBe('2001:db8:1:2::/64');
  expect(clientAddress(requestFrom('2001:0db8:0001:0002:ffff:1:2:3'))).toBe('2001:db8:1:2::/64');
  expect(clientAddress(requestFrom('::1'))).toBe('0:0:0:0::/64');
});
