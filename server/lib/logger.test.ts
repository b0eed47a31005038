import { describe, expect, test } from 'vitest';
import { createLogger, scrubText } from './logger.ts';

describe('log redaction', () => {
  test('links in any field lose their tokens: reset, newsletter, email change, tokens in paths', () => {
    const token = 'gSgxEcIQEZPZJz9l0dC8XlpjZLoZ2QfvxodWjdV4WvA';
    expect(scrubText(`/auth/reset-password/?token=${token}`)).toBe('/auth/reset-password/?token=[redacted]');
    expect(scrubText(`https://x.test/de/newsletter/confirm/?token=${token}&a=1`)).toBe('https://x.test/de/newsletter/confirm/?token=[redacted]&a=1');
    expect(scrubText(`/auth/confirm-email/?token=${token}`)).toBe('/auth/confirm-email/?token=[redacted]');
    expect(scrubText(`/unsubscribe/${token}/`)).toBe('/unsubscribe/[redacted]/');
    expect(scrubText('/bikes/?colour=red&page=2')).toBe('/bikes/?colour=red&page=2');
  });

  test('secret-named fields, card numbers and errors are redacted at any depth; the rest is kept', () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger('debug', { service: 'storefront' }, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    log.child({ requestId: 'r-1' }).warn('payment', {
      body: { password: 'Pedal-power-99', card: { number: '4242424242424242' }, note: 'paid with 4242 4242 4242 4242', city: 'Leeds' },
      err: new Error('bad link /auth/reset-password/?token=abcdefabcdefabcdefabcdefabcdefabcdef'),
    });
    const [line] = lines;
    expect(line).toMatchObject({ level: 'warn', msg: 'payment', service: 'storefront', requestId: 'r-1' });
    expect(line?.['body']).toEqual({ password: '[redacted]', card: '[redacted]', note: 'paid with [redacted]', city: 'Leeds' });
    expect(line?.['err']).toMatchObject({ name: 'Error', message: 'bad link /auth/reset-password/?token=[redacted]' });
    expect(typeof line?.['time']).toBe('string');
  });
});
