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
export function consentSettings(config: ConsentConfig): ConsentSettings {
  const { consentManager: manager, marketingSnippet: snippet } = config;
  return {
    publicIpUrl: browserPublicIpUrl(config.publicIp),
    ...(manager ? { manager: { src: manager.scriptUrl, configId: manager.configId } } : {}),
    ...(snippet ? { marketing: { src: snippet.scriptUrl, token: snippet.token } } : {}),
  };
}

type ConsentConfig = Pick<Config, 'publicIp' | 'consentManager' | 'marketingSnippet'>;

/** The marketing snippet's API in the UK region (spec section 9). */
export const MARKETING_API_ORIGIN = 'https://api.uk.exponea.com';

/**
 * Outside origins the consent step reaches, each only when configured: the consent manager's and the
 * marketing snippet's scripts (script, connect, frame), the public-IP service and the snippet's API (connect).
 */
export function consentOrigins(config: ConsentConfig): { scripts: string[]; connect: string[] } {
  const publicIpUrl = browserPublicIpUrl(config.publicIp);
  const snippet = config.marketingSnippet;
  const outsideSnippet = snippet?.scriptUrl.startsWith('https://') ? snippet : undefined;
  return {
    scripts: [
      ...(config.consentManager ? [new URL(config.consentManager.scriptUrl).origin] : []),
      ...(outsideSnippet ? [new URL(outsideSnippet.scriptUrl).origin] : []),
    ],
    connect: [...(publicIpUrl.startsWith('/') ? [] : [new URL(publicIpUrl).origin]), ...(outsideSnippet ? [MARKETING_API_ORIGIN] : [])],
  };
}
