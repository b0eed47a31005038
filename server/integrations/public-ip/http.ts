import { normaliseIp } from '../../commerce/store-ip/ip-ranges.ts';
import { asRecord, getJson } from '../http-json.ts';
import type { PublicIpLookup } from './public-ip.ts';

/** Asks a public-IP service (`format=json` is added when missing) and reads its `ip` field. */
export function httpPublicIp(serviceUrl: string, timeoutMs: number): PublicIpLookup {
  const url = new URL(serviceUrl);
  if (!url.searchParams.has('format')) url.searchParams.set('format', 'json');
  return {
    async publicIp() {
      const ip = asRecord(await getJson('public-ip', url.toString(), { timeoutMs }))?.['ip'];
      return typeof ip === 'string' ? normaliseIp(ip)?.address : undefined;
    },
  };
}
