import { ApiError, getJson, postJson } from '../http-client.ts';

/**
 * The checkout-redirect flag of the login flow (spec section 4): set when the basket sent
 * a guest to sign in, so that signing in goes on to checkout. Kept for the browser tab.
 */
const FLAG = 'checkout-redirect';

export function requestCheckoutAfterSignIn(): void {
  try {
    sessionStorage.setItem(FLAG, '1');
  } catch {
    // Storage refused (private mode): the shopper opens checkout from the basket after signing in.
  }
}

/** Reads and clears the flag. */
export function takeCheckoutRequest(): boolean {
  try {
    const requested = sessionStorage.getItem(FLAG) === '1';
    sessionStorage.removeItem(FLAG);
    return requested;
  } catch {
    return false;
  }
}

/** The checkout address for the page's language. */
export function checkoutPath(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? '/checkout/' : `/${locale}/checkout/`;
}

/** The shopper's country from the location cookie the pages keep (readable by design: the partner's scripts read it too). */
export function shopperCountry(): string | undefined {
  const match = /(?:^|;\s*)location=([A-Za-z]{2})(?:;|$)/.exec(document.cookie);
  return match?.[1]?.toUpperCase();
}

/** Whether UK shoppers check out with our own (new) checkout; if the answer cannot be had, they do. */
async function newCheckoutEnabled(): Promise<boolean> {
  try {
    return (await getJson<{ isNewCheckoutEnabled: boolean }>('/nuxt/api/new-checkout-check')).isNewCheckoutEnabled !== false;
  } catch {
    return true;
  }
}

/**
 * Checkout for the shopper's country (spec section 4): our own checkout in the UK while
 * `GET /nuxt/api/new-checkout-check` says it is on; any other country, and the UK while it
 * is off, goes through the old checkout's hand-off address, which the server makes.
 */
export async function goToCheckoutFor(checkoutHref: string): Promise<string | null> {
  const country = shopperCountry();
  if ((!country || country === 'GB') && (await newCheckoutEnabled())) {
    window.location.assign(checkoutHref);
    return null;
  }
  try {
    const { url } = await postJson<{ url: string }>('/nuxt/api/checkout/esw-handoff', {});
    window.location.assign(url);
    return null;
  } catch (error) {
    return error instanceof ApiError && error.message ? error.message : 'failed';
  }
}
