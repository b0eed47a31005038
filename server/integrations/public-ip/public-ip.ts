/** The visitor's public address (spec section 7: GET a public-IP service, format json, field ip). */
export interface PublicIpLookup {
  /** The public address, or undefined when none comes back; throws IntegrationError when the lookup fails. */
  publicIp(requestAddress: string | undefined): Promise<string | undefined>;
}
