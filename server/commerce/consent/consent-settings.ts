import type { Shell } from '../../../schemas/generated/index.ts';
import type { Config } from '../../config.ts';

export type ConsentSettings = NonNullable<Shell['consent']>;

/** Where the browser's public-IP lookup goes when the lookup is the local sandbox. */
export const SANDBOX_PUBLIC_IP_PATH = '/sandbox/public-ip';

/** The public-IP service the browser asks, with `format=json` as spec section 7 says. */
export function browserPublicIpUrl(publicIp: Config['publicIp']): string {
  if (publicIp.provider !== 'http' || !publicIp.url) return `${SANDBOX_PUBLIC_IP_PATH}?format=json`;
  const url = new URL(publicIp.url);
  if (!url.searchParams.has('format')) url.searchParams.set('format', 'json');
  return url.toString();
}

/** How every page asks for consent: the public-IP service, and the consent manager when one is configured. */
export function consentSettings(config: Pick<Config, 'publicIp' | 'consentManager'>): ConsentSettings {
  const manager = config.consentManager;
  return { publicIpUrl: browserPublicIpUrl(config.publicIp), ...(manager ? { manager: { src: manager.scriptUrl, configId: manager.configId } } : {}) };
}

/** Outside origins the consent step reaches: the consent manager's script (script, connect, frame) and the public-IP service (connect). */
export function consentOrigins(config: Pick<Config, 'publicIp' | 'consentManager'>): { scripts: string[]; connect: string[] } {
  const publicIpUrl = browserPublicIpUrl(config.publicIp);
  return {
    scripts: config.consentManager ? [new URL(config.consentManager.scriptUrl).origin] : [],
    connect: publicIpUrl.startsWith('/') ? [] : [new URL(publicIpUrl).origin],
  };
}
