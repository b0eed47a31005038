import { BlockList, isIP } from 'node:net';

export type IpFamily = 'ipv4' | 'ipv6';

/**
 * Reads an address as a person or a proxy writes it: brackets and an IPv6 zone id are
 * dropped, and an IPv4-mapped IPv6 address (::ffff:203.0.113.7) counts as its IPv4 address.
 */
export function normaliseIp(text: string): { address: string; family: IpFamily } | undefined {
  let address = text.trim();
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  address = address.replace(/%[\w.-]+$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  const version = isIP(address);
  if (version === 0) return undefined;
  return version === 4 ? { address, family: 'ipv4' } : { address: address.toLowerCase(), family: 'ipv6' };
}

interface ParsedEntry {
  address: string;
  family: IpFamily;
  prefix?: number;
}

function parseEntry(entry: string): ParsedEntry | string {
  const [addressText = '', prefixText, ...rest] = entry.split('/');
  const ip = normaliseIp(addressText);
  if (!ip || rest.length) return `'${entry}' is not an IPv4 or IPv6 address or CIDR range`;
  if (prefixText === undefined) return ip;
  const max = ip.family === 'ipv4' ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return `'${entry}' has a prefix length outside 0–${max}`;
  return { ...ip, prefix: Number(prefixText) };
}

/** Every entry that is neither an address nor a CIDR range, described for the person who configured it. */
export function ipRangeProblems(entries: readonly string[]): string[] {
  return entries.map(parseEntry).filter((parsed): parsed is string => typeof parsed === 'string');
}

export interface IpRanges {
  contains(address: string): boolean;
}

/** A set of addresses and CIDR ranges (IPv4 and IPv6) to test addresses against. */
export function parseIpRanges(entries: readonly string[]): IpRanges {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (typeof parsed === 'string') throw new RangeError(parsed);
    if (parsed.prefix === undefined) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return {
    contains(address) {
      const ip = normaliseIp(address);
      return ip ? list.check(ip.address, ip.family) : false;
    },
  };
}
