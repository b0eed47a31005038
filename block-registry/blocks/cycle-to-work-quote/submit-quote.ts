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
    const response = await fetch(QUOTE_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as { quote?: CreatedQuote; errors?: { field?: string; message: string }[] };
    if (response.status === 201 && answer.quote) return { kind: 'created', quote: answer.quote };
    const errors = Object.fromEntries((answer.errors ?? []).filter((e) => e.field).map((e) => [e.field as string, e.message]));
    return response.status === 400 && Object.keys(errors).length ? { kind: 'invalid', errors } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
