import { parseIpRanges } from '../../commerce/store-ip/ip-ranges.ts';
import { IntegrationError } from '../http-json.ts';
import type { Geolocation } from './geolocation.ts';

/** Private, loopback and link-local addresses: a shopper on the local network is in the UK. */
const LOCAL = parseIpRanges([
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '100.64.0.0/10',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
]);

/** The documentation ranges stand for shoppers abroad, so other countries can be tried locally. */
const ABROAD: [ReturnType<typeof parseIpRanges>, string][] = [
  [parseIpRanges(['198.51.100.0/24']), 'DE'],
  [parseIpRanges(['203.0.113.0/24']), 'JP'],
  [parseIpRanges(['192.0.2.0/24']), 'US'],
  [parseIpRanges(['2001:db8::/32']), 'FR'],
];

/** The local stand-in for the geolocation service; `fails` makes every lookup fail. */
export function sandboxGeolocation({ fails = false }: { fails?: boolean } = {}): Geolocation {
  return {
    async countryOf(ip) {
      if (fails) throw new IntegrationError('geolocation', 'the sandbox is set to fail (GEOLOCATION_SANDBOX_FAIL=true)');
      if (LOCAL.contains(ip)) return 'GB';
      return ABROAD.find(([ranges]) => ranges.contains(ip))?.[1];
    },
  };
}
