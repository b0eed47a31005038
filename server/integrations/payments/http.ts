import { asRecord, IntegrationError } from '../http-json.ts';
import { DECLINED_MESSAGE, type PaymentProvider } from './payment-provider.ts';

/**
 * A payment provider's HTTP API: POST {url}/authorizations with the amount, currency,
 * token and our reference (also sent as its Idempotency-Key), answered with
 * `{status: 'authorized', id}`, `{status: 'declined', message}` or
 * `{status: 'challenge', challenge_url}`.
 */
export function httpPayments({ url, apiKey, timeoutMs }: { url: string; apiKey: string; timeoutMs: number }): PaymentProvider {
  return {
    async authorize({ amount, currency, token, reference }) {
      let response: Response;
      try {
        response = await fetch(`${url.replace(/\/$/, '')}/authorizations`, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${apiKey}`, 'Idempotency-Key': reference },
          body: JSON.stringify({ amount, currency, source: token, reference }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new IntegrationError('payments', error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable', {
          cause: error,
        });
      }
      const answer = asRecord(await response.json().catch(() => undefined));
      const status = answer?.['status'];
      if (status === 'authorized' && typeof answer?.['id'] === 'string') return { status, reference: answer['id'] };
      if (status === 'declined') return { status, message: DECLINED_MESSAGE };
      if (status === 'challenge' && typeof answer?.['challenge_url'] === 'string' && answer['challenge_url'].startsWith('https://'))
        return { status, challengeUrl: answer['challenge_url'] };
      throw new IntegrationError('payments', `answered HTTP ${response.status} without a usable status`);
    },
    async release(reference) {
      const response = await fetch(`${url.replace(/\/$/, '')}/authorizations/${encodeURIComponent(reference)}/release`, {
        method: 'POST',
        headers: { Accept: 'application/json', Authorization: `Bearer ${apiKey}` },
        signal: AbortSignal.timeout(timeoutMs),
      }).catch((error: unknown) => {
        throw new IntegrationError('payments', 'unreachable', { cause: error });
      });
      await response.body?.cancel();
      if (!response.ok) throw new IntegrationError('payments', `release answered HTTP ${response.status}`);
    },
  };
}
