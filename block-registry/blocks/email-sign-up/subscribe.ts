import { requestJson } from '../../../renderer/kit/http-client.ts';
import { SUBSCRIBE_URL } from '../../../domain/newsletter/sign-up-status.ts';

export type SubscribeResult = { ok: true } | { ok: false; message?: string };

/** Posts the address; a body with an error field is a failure, whatever the status (spec section 7). */
export async function subscribe(email: string, locale: string): Promise<SubscribeResult> {
  try {
    const { ok, body } = await requestJson(SUBSCRIBE_URL, { method: 'POST', json: { email, locale } });
    if (ok && !body.error) return { ok: true };
    const message = body.errors?.[0]?.message ?? body.error;
    return message ? { ok: false, message } : { ok: false };
  } catch {
    return { ok: false };
  }
}
