import { isIP } from 'node:net';

/** Public suffixes of two labels under which a shop's own domain has three (example.co.uk). */
const TWO_LABEL_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'co.jp',
  'co.kr',
  'co.za',
  'com.cn',
  'com.tw',
  'com.my',
  'co.at',
  'com.gi',
]);

/**
 * The parent domain the location cookies are shared on, so every subdomain of the shop
 * sees them: `.example.co.uk` for `www.example.co.uk`. Nothing for localhost, IP
 * addresses and single-label hosts, where browsers refuse a Domain attribute.
 */
export function parentCookieDomain(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const name = host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (!name || isIP(name) || name.includes(':')) return undefined;
  const labels = name.split('.');
  if (labels.length < 2 || labels.at(-1) === 'localhost' || labels.some((label) => !/^[a-z0-9-]+$/.test(label))) return undefined;
  const keep = TWO_LABEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2;
  if (labels.length < keep) return undefined;
  return `.${labels.slice(-keep).join('.')}`;
}
