import { penceFromPounds } from '../../schemas/pounds.ts';

/**
 * Cycle-to-work scheme rules. Pure: the quote form in the browser runs the same limit
 * and savings sums as the server.
 */

/** The usual scheme limit, £1,000, and up to £5,000 where the employer has opted into a higher limit (pence). */
export const STANDARD_SCHEME_LIMIT = 100000;
export const RAISED_SCHEME_LIMIT = 500000;

export function schemeLimit(higherLimit: boolean): number {
  return higherLimit ? RAISED_SCHEME_LIMIT : STANDARD_SCHEME_LIMIT;
}

/** A total as a shopper types it ('1249.99', '£1,249.99', 1249.99) → whole pence, or undefined. */
export const parseTotal = penceFromPounds;

/** The cycle-to-work schemes whose certificates the shop takes, as they spell their names. */
export const CERTIFICATE_ISSUERS = [
  'Bike2Work Scheme',
  'Cycle Solutions',
  'Cycle2Work',
  'Cyclescheme',
  'Gogeta',
  'Green Commute Initiative',
  'Northvale Cycle to Work scheme',
  'Vivup',
] as const;

/** The issuer as the list spells it, in any letter case and spacing; undefined when the shop does not take its certificates. */
export function certificateIssuer(name: string): string | undefined {
  const wanted = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return CERTIFICATE_ISSUERS.find((issuer) => issuer.toLowerCase() === wanted);
}

/** A certificate number as printed (`sbx-1000 test`) → as compared and stored (`SBX-1000TEST`): upper case, no spaces. */
export const certificateNumber = (printed: string) => printed.replace(/\s+/g, '').toUpperCase();
