import type { TFunction } from 'i18next';
import { ApiError } from '../http-client.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../../domain/customer/password-rules.ts';
import { EMAIL_PATTERN } from '../../../domain/customer/address-rules.ts';

/** A failed call as text for the shopper: known cases in their language, else the server's words. */
export function errorText(t: TFunction<'account'>, error: unknown, known: Partial<Record<number, string>> = {}): string {
  if (!(error instanceof ApiError)) return t('common.error');
  if (error.status === 0) return t('common.offline');
  if (error.status === 429) return t('common.tooMany');
  return known[error.status] ?? (error.message || t('common.error'));
}

export function emailError(t: TFunction<'account'>, email: string): string | undefined {
  if (!email.trim()) return t('validation.required');
  return EMAIL_PATTERN.test(email.trim()) ? undefined : t('validation.email');
}

export function requiredError(t: TFunction<'account'>, value: string): string | undefined {
  return value.trim() ? undefined : t('validation.required');
}

export function newPasswordError(t: TFunction<'account'>, password: string): string | undefined {
  const problem = passwordProblem(password);
  if (problem === 'required') return t('validation.required');
  if (problem === 'tooShort') return t('validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  if (problem === 'tooLong') return t('validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH });
  return undefined;
}

export function confirmationError(t: TFunction<'account'>, password: string, confirmation: string): string | undefined {
  if (!confirmation) return t('validation.required');
  return confirmation === password ? undefined : t('validation.passwordMismatch');
}
