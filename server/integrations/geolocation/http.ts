import { asRecord, getJson } from '../http-json.ts';
import { type Geolocation, isoCountryCode } from './geolocation.ts';

/**
 * Asks a geolocation service. `{ip}` in the URL is replaced by the address (else it is
 * sent as the `ip` query parameter); the answer's `country` is read, either a code or an
 * object with `iso_code`.
 */
export function httpGeolocation(urlTemplate: string, timeoutMs: number): Geolocation {
  return {
    async countryOf(ip) {
      const url = urlTemplate.includes('{ip}') ? urlTemplate.replaceAll('{ip}', encodeURIComponent(ip)) : withQuery(urlTemplate, 'ip', ip);
      const answer = asRecord(await getJson('geolocation', url, { timeoutMs }));
      const country = answer?.['country'];
      return isoCountryCode(asRecord(country)?.['iso_code'] ?? country);
    },
  };
}

function withQuery(base: string, key: string, value: string): string {
  const url = new URL(base);
  url.searchParams.set(key, value);
  return url.toString();
}
