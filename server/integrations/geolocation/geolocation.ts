/** Which country an address is in (spec section 7: a geolocation lookup returns country). */
export interface Geolocation {
  /** ISO 3166 alpha-2 code in capitals, or undefined when the service does not know; throws IntegrationError when the lookup fails. */
  countryOf(ip: string): Promise<string | undefined>;
}

/** A country code as an outside party may write it ('de', ' DE ') → 'DE'; anything else → undefined. */
export function isoCountryCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : undefined;
}
