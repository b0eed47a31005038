import { SUBSCRIBE_URL } from '../../../domain/newsletter/sign-up-status.ts';

export type SubscribeResult = { ok: true } | { ok: false; message?: string };

interface ErrorBody {
  error?: string;
  errors?: { message?: string }[];
}

/** Posts the address; a body with an error field is a failure, whatever the status (spec section 7). */
export async function subscribe(email: string, locale: string): Promise<SubscribeResult> {
  try {
    const response = await fetch(SUBSCRIBE_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ email, locale }),
    });
    const body = (await response.json().catch(() => ({}))) as ErrorBody;
    if (response.ok && !body.error) return { ok: true };
    const message = body.errors?.[0]?.message ?? body.error;
    return message ? { ok: false, message } : { ok: false };
  } catch {
    return { ok: false };
  }
}
