/** The visitor's cookie choice (UK PECR / GDPR): necessary cookies always, analytics and marketing only when granted. */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

/** First-party cookie holding the choice, e.g. `necessary.analytics`. */
export const CONSENT_COOKIE = 'cookie_consent';
/** The choice is remembered for a year, like the locale. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const NECESSARY_ONLY: ConsentChoice = { analytics: false, marketing: false };

/** The cookie value: the granted categories joined by dots, necessary first. */
export function serialiseConsent(choice: ConsentChoice): string {
  return ['necessary', ...(choice.analytics ? ['analytics'] : []), ...(choice.marketing ? ['marketing'] : [])].join('.');
}

/** The choice a cookie value records, or undefined when the value is not one we wrote (the banner asks again). */
export function parseConsent(value: string | undefined): ConsentChoice | undefined {
  if (!value) return undefined;
  const parts = value.split('.');
  if (parts[0] !== 'necessary' || parts.some((part) => !['necessary', 'analytics', 'marketing'].includes(part))) return undefined;
  return { analytics: parts.includes('analytics'), marketing: parts.includes('marketing') };
}

/** The consent cookie's value in a `document.cookie` style header. */
export function consentFromCookieHeader(header: string): ConsentChoice | undefined {
  for (const pair of header.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === CONSENT_COOKIE) return parseConsent(decodeURIComponent(rest.join('=')));
  }
  return undefined;
}
