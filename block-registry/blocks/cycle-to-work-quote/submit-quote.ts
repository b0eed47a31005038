import { requestJson } from '../../../renderer/kit/http-client.ts';
import type { BandSaving } from '../../../domain/cycle-to-work/savings.ts';

export const QUOTE_URL = '/nuxt/api/cycletowork/quote';

export interface CreatedQuote {
  reference: string;
  total: number;
  schemeLimit: number;
  emailedTo: string;
  savings: BandSaving[];
}

export type QuoteAnswer = { kind: 'created'; quote: CreatedQuote } | { kind: 'invalid'; errors: Record<string, string> } | { kind: 'failed' };

/** Posts the form as JSON; field errors come back keyed by field, anything else is a failure the form reports as a whole. */
export async function submitQuote(body: Record<string, unknown>): Promise<QuoteAnswer> {
  try {
    const { status, body: answer } = await requestJson<{ quote: CreatedQuote }>(QUOTE_URL, { method: 'POST', json: body });
    if (status === 201 && answer.quote) return { kind: 'created', quote: answer.quote };
    const errors = Object.fromEntries((answer.errors ?? []).filter((e) => e.field).map((e) => [e.field as string, e.message ?? '']));
    return status === 400 && Object.keys(errors).length ? { kind: 'invalid', errors } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
