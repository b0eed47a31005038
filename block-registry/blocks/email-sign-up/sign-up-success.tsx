import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';

/** "Check your inbox": takes focus when it replaces the form, so keyboard users are not left on nothing. */
export function SignUpSuccess({ onAnother }: { onAnother(): void }) {
  const { t } = useTranslation('blocks');
  const titleRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) titleRef.current?.focus();
  }, []);
  return (
    <div className="email-sign-up__success">
      <svg className="email-sign-up__success-icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
        <path d="M3 6.5h18v11H3zM3.5 7l8.5 6.5L20.5 7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      <div>
        <p ref={titleRef} className="email-sign-up__success-title" tabIndex={-1}>
          {t('emailSignUp.successTitle')}
        </p>
        <p className="email-sign-up__success-text">{t('emailSignUp.successText')}</p>
        <button type="button" className="email-sign-up__another" onClick={onAnother}>
          {t('emailSignUp.signUpAnother')}
        </button>
      </div>
    </div>
  );
}
