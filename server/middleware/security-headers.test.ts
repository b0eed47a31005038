import type { Request, Response } from 'express';
import { expect, test } from 'vitest';
import { securityHeaders } from './security-headers.ts';

const policyOf = (options: Parameters<typeof securityHeaders>[0]) => {
  const headers = new Map<string, string>();
  const res = { locals: {}, setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as Response;
  securityHeaders(options)({} as Request, res, () => undefined);
  return Object.fromEntries((headers.get('Content-Security-Policy') ?? '').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
};

test('without a card payment provider the page talks to and frames its own origin only', () => {
  const csp = policyOf({ hsts: false });
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['connect-src']).toEqual(["'self'"]);
  expect(csp['frame-src']).toEqual(["'self'"]);
});

test("a configured provider's origins are opened for its script, hosted fields and API, and nowhere else", () => {
  const origins = ['https://js.stripe.com', 'https://api.stripe.com'];
  const csp = policyOf({ hsts: false, paymentOrigins: origins });
  expect(csp['script-src']).toEqual(["'self'", ...origins]);
  expect(csp['connect-src']).toEqual(["'self'", ...origins]);
  expect(csp['frame-src']).toEqual(["'self'", ...origins]);
  expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp['form-action']).toEqual(["'self'"]);
});

test("a configured consent manager's origin is opened for its script, and a public-IP service for the browser's call only", () => {
  const csp = policyOf({ hsts: false, scriptOrigins: ['https://consent.example'], connectOrigins: ['https://ip.example'] });
  expect(csp['script-src']).toEqual(["'self'", 'https://consent.example']);
  expect(csp['connect-src']).toEqual(["'self'", 'https://consent.example', 'https://ip.example']);
  expect(csp['frame-src']).toEqual(["'self'", 'https://consent.example']);
});
