import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { useLocation } from 'react-router';
import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import type { EmailSignUpProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';
import { SignUpSuccess } from './sign-up-success.tsx';
import { BLOCK_PARAM, type SignUpStatus, SUBSCRIBE_URL, statusFromSearch, withoutSignUpParams } from '../../../domain/newsletter/sign-up-status.ts';
import { subscribe } from './subscribe.ts';

type FormState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'pending' } | { kind: 'error'; message: string };

function stateFromStatus(status: SignUpStatus | undefined, message: (status: Exclude<SignUpStatus, 'pending'>) => string): FormState {
  if (!status) return { kind: 'idle' };
  return status === 'pending' ? { kind: 'pending' } : { kind: 'error', message: message(status) };
}

/**
 * The newsletter form. Without JavaScript it posts and the server redirects back with
 * a status in the query; with JavaScript it posts JSON and updates in place.
 */
export function EmailSignUp({ heading, text, tone = 'light', blockId }: BlockComponentProps<EmailSignUpProps>) {
  const { t } = useTranslation('blocks');
  const { locale } = usePageContext();
  const location = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const errorMessage = (status: Exclude<SignUpStatus, 'pending'>) => t(`emailSignUp.errors.${status}`);
  const [state, setState] = useState<FormState>(() => stateFromStatus(statusFromSearch(location.search, blockId), errorMessage));
  const [email, setEmail] = useState('');
  const inputId = `${ids}-email`;
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;

  const fail = (message: string) => {
    setState({ kind: 'error', message });
    inputRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const value = email.trim();
    if (!value) return fail(errorMessage('required'));
    // The browser's own check of type="email" catches obvious slips without a round trip; the server has the last word.
    if (inputRef.current?.validity.typeMismatch) return fail(errorMessage('format'));
    setState({ kind: 'sending' });
    const result = await subscribe(value, locale);
    if (result.ok) setState({ kind: 'pending' });
    else fail(result.message ?? errorMessage('failed'));
  };

  return (
    <section id={blockId} className={`email-sign-up email-sign-up--${tone}`} aria-labelledby={`${ids}-heading`}>
      <div className="email-sign-up__intro">
        <h2 id={`${ids}-heading`} className="email-sign-up__heading">
          {heading}
        </h2>
        {text ? <p className="email-sign-up__text">{text}</p> : null}
      </div>
      <div className="email-sign-up__body" role="status">
        {state.kind === 'pending' ? (
          <SignUpSuccess
            onAnother={() => {
              setEmail('');
              setState({ kind: 'idle' });
            }}
          />
        ) : null}
      </div>
      {state.kind === 'pending' ? null : (
        <form className="email-sign-up__form" action={SUBSCRIBE_URL} method="post" noValidate onSubmit={onSubmit}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="returnTo" value={location.pathname + withoutSignUpParams(location.search)} />
          <input type="hidden" name={BLOCK_PARAM} value={blockId} />
          <label className="email-sign-up__label" htmlFor={inputId}>
            {t('emailSignUp.label')}
          </label>
          <div className="email-sign-up__row">
            <input
              ref={inputRef}
              id={inputId}
              className="email-sign-up__input"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              required
              maxLength={254}
              placeholder={t('emailSignUp.placeholder')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={state.kind === 'error' ? true : undefined}
              aria-describedby={state.kind === 'error' ? `${errorId} ${hintId}` : hintId}
            />
            <button type="submit" className="button button--primary email-sign-up__submit" aria-disabled={state.kind === 'sending' ? true : undefined}>
              {state.kind === 'sending' ? t('emailSignUp.sending') : t('emailSignUp.submit')}
            </button>
          </div>
          {state.kind === 'error' ? (
            <p id={errorId} className="email-sign-up__error">
              {state.message}
            </p>
          ) : null}
          <p id={hintId} className="email-sign-up__hint">
            {t('emailSignUp.hint')}
          </p>
        </form>
      )}
    </section>
  );
}
