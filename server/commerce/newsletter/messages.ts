import { i18nFor, type Language } from '../../../domain/i18n/index.ts';

export type SignUpProblem = 'required' | 'format' | 'failed';

/** What the shopper reads for a refused sign-up, in the page's language ('Required Field' in English). */
export function signUpProblemMessage(problem: SignUpProblem, locale: Language): string {
  return i18nFor(locale).t(`blocks:emailSignUp.errors.${problem}`);
}

export function checkInboxMessage(locale: Language): string {
  return i18nFor(locale).t('blocks:newsletter.checkInbox');
}
