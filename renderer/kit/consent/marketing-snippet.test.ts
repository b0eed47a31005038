import { expect, test } from 'vitest';
import { MARKETING_LOAD_FAILED, marketingOptions, startMarketingClient } from './marketing-snippet.ts';

test('the snippet starts in the UK API region with visit tracking and async experiments', () => {
  expect(marketingOptions('tok-12345678')).toEqual({
    token: 'tok-12345678',
    target: 'https://api.uk.exponea.com',
    track: { visits: true },
    experiments: { mode: 'async' },
  });
});

test('a loaded client is started with the token', () => {
  const started: unknown[] = [];
  const logged: string[] = [];
  expect(startMarketingClient('tok-12345678', { exponea: { start: (o: unknown) => started.push(o) } }, (m) => logged.push(m))).toBe(true);
  expect(started).toEqual([marketingOptions('tok-12345678')]);
  expect(logged).toEqual([]);
});

test("a missing client object logs the spec's message", () => {
  const logged: string[] = [];
  expect(startMarketingClient('tok-12345678', {}, (m) => logged.push(m))).toBe(false);
  expect(startMarketingClient('tok-12345678', { exponea: {} }, (m) => logged.push(m))).toBe(false);
  expect(logged).toEqual([MARKETING_LOAD_FAILED, MARKETING_LOAD_FAILED]);
});
