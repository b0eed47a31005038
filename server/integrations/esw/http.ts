import { asRecord, IntegrationError } from '../http-json.ts';
import type { CrossBorderPartner } from './esw.ts';

/**
 * The partner's API: POST {url}/checkouts → {id, url}. The shopper is only ever sent to
 * `checkoutOrigin` (configuration); an answer pointing anywhere else is refused.
 */
export function httpEsw({
  url,
  apiKey,
  checkoutOrigin,
  timeoutMs,
}: {
  url: string;
  apiKey: string;
  checkoutOrigin: string;
  timeoutMs: number;
}): CrossBorderPartner {
  const origin = new URL(checkoutOrigin).origin;
  return {
    async createCheckout(request) {
      let response: Response;
      try {
        response = await fetch(`${url.replace(/\/$/, '')}/checkouts`, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${apiKey}` },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new IntegrationError('esw', error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable', {
          cause: error,
        });
      }
      const answer = asRecord(await response.json().catch(() => undefined));
      const id = answer?.['id'];
      const target = answer?.['url'];
      if (!response.ok || typeof id !== 'string' || typeof target !== 'string')
        throw new IntegrationError('esw', `answered HTTP ${response.status} without a checkout`);
      let parsed: URL;
      try {
        parsed = new URL(target);
      } catch {
        throw new IntegrationError('esw', 'answered a checkout address that is not a URL');
      }
      if (parsed.origin !== origin) throw new IntegrationError('esw', `answered a checkout address outside ${origin}`);
      return { checkoutId: id, checkoutUrl: parsed.toString() };
    },
  };
}
