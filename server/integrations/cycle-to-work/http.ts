import { asRecord, IntegrationError } from '../http-json.ts';
import type { CycleToWorkSchemes } from './certificates.ts';

/**
 * The schemes' certificate service: GET {url}/certificates/{issuer}/{number}, answered
 * with `{status: 'valid', value_pence}` or `{status: 'expired'}`; 404 is a number the
 * issuer does not know.
 */
export function httpCycleToWork({ url, apiKey, timeoutMs }: { url: string; apiKey: string; timeoutMs: number }): CycleToWorkSchemes {
  return {
    async verifyCertificate({ issuer, number }) {
      let response: Response;
      try {
        response = await fetch(`${url.replace(/\/$/, '')}/certificates/${encodeURIComponent(issuer)}/${encodeURIComponent(number)}`, {
          headers: { Accept: 'application/json', Authorization: `Bearer ${apiKey}` },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new IntegrationError(
          'cycle-to-work',
          error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable',
          {
            cause: error,
          },
        );
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return { status: 'unknown' };
      }
      const answer = asRecord(await response.json().catch(() => undefined));
      const value = answer?.['value_pence'];
      if (response.ok && answer?.['status'] === 'valid' && Number.isSafeInteger(value) && (value as number) > 0)
        return { status: 'valid', value: value as number };
      if (response.ok && answer?.['status'] === 'expired') return { status: 'expired' };
      throw new IntegrationError('cycle-to-work', `answered HTTP ${response.status} without a usable status`);
    },
  };
}
