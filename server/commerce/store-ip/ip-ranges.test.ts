import { describe, expect, test } from 'vitest';
import { ipRangeProblems, normaliseIp, parseIpRanges } from './ip-ranges.ts';

describe('store address ranges', () => {
  const ranges = parseIpRanges(['203.0.113.10', '198.51.100.0/24', '2001:db8:5::/48', '2001:db8:9::7']);

  test('a single configured IPv4 address matches only itself', () => {
    expect(ranges.contains('203.0.113.10')).toBe(true);
    expect(ranges.contains('203.0.113.11')).toBe(false);
  });

  test('an IPv4 /24 covers its 256 addresses and nothing next to it', () => {
    expect(ranges.contains('198.51.100.0')).toBe(true);
    expect(ranges.contains('198.51.100.255')).toBe(true);
    expect(ranges.contains('198.51.101.0')).toBe(false);
    expect(ranges.contains('198.51.99.255')).toBe(false);
  });

  test('an IPv6 /48 covers addresses written in any form', () => {
    expect(ranges.contains('2001:db8:5::1')).toBe(true);
    expect(ranges.contains('2001:0DB8:0005:ffff:ffff:ffff:ffff:ffff')).toBe(true);
    expect(ranges.contains('2001:db8:6::1')).toBe(false);
  });

  test('a single IPv6 address matches itself, also with a zone id or in brackets', () => {
    expect(ranges.contains('2001:db8:9::7')).toBe(true);
    expect(ranges.contains('[2001:db8:9::7]')).toBe(true);
    expect(ranges.contains('2001:db8:9::7%eth0')).toBe(true);
    expect(ranges.contains('2001:db8:9::8')).toBe(false);
  });

  test('an IPv4-mapped IPv6 address counts as its IPv4 address', () => {
    expect(ranges.contains('::ffff:198.51.100.20')).toBe(true);
    expect(normaliseIp('::FFFF:127.0.0.1')).toEqual({ address: '127.0.0.1', family: 'ipv4' });
  });

  test('text that is no address never matches', () => {
    expect(ranges.contains('not-an-ip')).toBe(false);
    expect(ranges.contains('198.51.100')).toBe(false);
    expect(ranges.contains('')).toBe(false);
  });

  test('a /0 range covers every address of its family only', () => {
    const everything = parseIpRanges(['0.0.0.0/0']);
    expect(everything.contains('8.8.8.8')).toBe(true);
    expect(everything.contains('2001:db8::1')).toBe(false);
  });
});

describe('configured ranges are checked', () => {
  test('each malformed entry is described', () => {
    expect(ipRangeProblems(['10.0.0.1', '10.0.0.0/33', 'shop-router', '2001:db8::/129', '10.0.0.0/8/9', '10.0.0.0/x'])).toEqual([
      "'10.0.0.0/33' has a prefix length outside 0–32",
      "'shop-router' is not an IPv4 or IPv6 address or CIDR range",
      "'2001:db8::/129' has a prefix length outside 0–128",
      "'10.0.0.0/8/9' is not an IPv4 or IPv6 address or CIDR range",
      "'10.0.0.0/x' has a prefix length outside 0–32",
    ]);
  });

  test('building ranges from a malformed entry throws', () => {
    expect(() => parseIpRanges(['999.1.1.1'])).toThrow(RangeError);
  });
});
