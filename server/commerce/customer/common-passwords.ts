import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most used passwords (from breach corpora, ranked by use) are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let common: Set<string> | undefined;

/** True for a password among the 10,000 most used ones (letter case ignored): the first ones an attacker tries. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));
  return common.has(password.normalize('NFKC').toLowerCase());
}
