/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/check-store-ip: the address to check; without one the visitor's public address is looked up.
 */
export interface CheckStoreIpRequest {
  /**
   * An IPv4 or IPv6 address, e.g. 203.0.113.7 or 2001:db8::7
   */
  ipAddress?: string | null;
}
