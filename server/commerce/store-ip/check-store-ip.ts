import type { PublicIpLookup } from '../../integrations/public-ip/public-ip.ts';
import type { IpRanges } from './ip-ranges.ts';

export const NO_IP_ADDRESS_FOUND = 'No IP address found';

/** The store-IP result of spec section 3: isStoreIp, or error.message on failure. */
export type StoreIpResult = { isStoreIp: boolean } | { error: { message: string } };

export interface StoreIpCheck {
  /** The address to check, already validated; undefined to look up the visitor's public address. */
  ipAddress: string | undefined;
  requestAddress: string | undefined;
  storeRanges: IpRanges;
  publicIp: PublicIpLookup;
  log: { warn(msg: string, fields?: Record<string, unknown>): void };
}

/** Is the visitor in one of our stores? Without an address the public-IP lookup supplies one; a failed lookup is logged. */
export async function checkStoreIp({ ipAddress, requestAddress, storeRanges, publicIp, log }: StoreIpCheck): Promise<StoreIpResult> {
  let address = ipAddress;
  if (!address) {
    address = await publicIp.publicIp(requestAddress).catch((error: unknown) => {
      log.warn('public IP lookup failed', { err: error });
      return undefined;
    });
  }
  if (!address) return { error: { message: NO_IP_ADDRESS_FOUND } };
  return { isStoreIp: storeRanges.contains(address) };
}
