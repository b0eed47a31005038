import { EMAIL_PATTERN } from '../../../domain/customer/address-rules.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../../domain/customer/password-rules.ts';
import { hasControlCharacter } from '../../../domain/control-characters.ts';
import { invalid } from '../../lib/errors.ts';
import { isCommonPassword } from './common-passwords.ts';

export const REQUIRED_FIELD = 'Required Field';

/** A name: required after trimming, and no control characters. */
export function cleanName(value: string, field: string): string {
  const name = value.trim();
  if (!name) throw invalid(REQUIRED_FIELD, field);
  if (hasControlCharacter(name)) throw invalid(`"${field}" must not contain control characters.`, field);
  return name;
}

export function cleanEmail(value: string, field: string): string {
  const email = value.trim();
  if (!email) throw invalid(REQUIRED_FIELD, field);
  if (!EMAIL_PATTERN.test(email)) throw invalid(`"${field}" must be an email address, like name@example.com.`, field);
  return email;
}

export function checkNewPassword(password: string, field: string): void {
  const problem = passwordProblem(password);
  if (problem === 'required') throw invalid(REQUIRED_FIELD, field);
  if (problem === 'tooShort') throw invalid(`"${field}" must be at least ${PASSWORD_MIN_LENGTH} characters long.`, field);
  if (problem === 'tooLong') throw invalid(`"${field}" must be at most ${PASSWORD_MAX_LENGTH} characters long.`, field);
  if (isCommonPassword(password)) throw invalid(COMMON_PASSWORD_MESSAGE, field);
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones and is easy to guess. Choose another, for example three or four unrelated words.';

/** Answers no sooner than `ms` after the start, whether the work found an account or not. */
export async function takeAtLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const pause = () => new Promise((resolve) => setTimeout(resolve, Math.max(0, started + ms - Date.now())));
  try {
    return await work();
  } finally {
    await pause();
  }
}
