import { normaliseIp } from '../../commerce/store-ip/ip-ranges.ts';
import type { PublicIpLookup } from './public-ip.ts';

/** The local stand-in: the public address is the one the request came from. */
export function sandboxPublicIp(): PublicIpLookup {
  return {
    async publicIp(requestAddress) {
      return requestAddress ? normaliseIp(requestAddress)?.address : undefined;
    },
  };
}
