import { type FormEvent, useState } from 'react';
import { useIsExample } from '../../../renderer/kit/hooks/page-context.ts';
import type { StudioLoginProps } from '../../../schemas/generated/index.ts';
import { safeNext, type Staff, studioCall } from '../../studio/api.ts';
import type { BlockComponentProps } from '../../types.ts';

const MESSAGES: Record<number, string> = {
  401: 'That email and password do not match a staff account. Check both and try again.',
  429: 'Too many attempts. Wait a few minutes, then try again.',
};

/** Staff sign-in: its own session, apart from customers'. */
export function StudioLogin(_props: BlockComponentProps<StudioLoginProps>) {
  const example = useIsExample();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (example) return;
    if (!email.trim() || !password) {
      setError('Enter your email address and your password.');
      return;
    }
    setBusy(true);
    setError('');
    const answer = await studioCall<{ staff: Staff }>('/session', { method: 'POST', json: { email: email.trim(), password } });
    if (answer.ok) {
      window.location.assign(safeNext(new URLSearchParams(window.location.search).get('next')));
      return;
    }
    setBusy(false);
    setError(MESSAGES[answer.status] ?? answer.body.message ?? 'Signing in failed. Try again.');
  };

  return (
    <section className="auth-card studio-login" aria-labelledby="studio-login-title">
      <h1 id="studio-login-title">Sign in to the studio</h1>
      <p className="auth-card__intro">For the shop's staff: edit and publish the store's pages. Shoppers sign in on the store's own sign-in page.</p>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="account-field">
          <label className="account-field__label" htmlFor="studio-email">
            Email address
          </label>
          <input
            id="studio-email"
            className="account-field__input"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={error ? 'studio-login-error' : undefined}
          />
        </div>
        <div className="account-field">
          <label className="account-field__label" htmlFor="studio-password">
            Password
          </label>
          <input
            id="studio-password"
            className="account-field__input"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={1024}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={error ? 'studio-login-error' : undefined}
          />
        </div>
        <p id="studio-login-error" className="account-field__error" role="alert" aria-live="assertive">
          {error}
        </p>
        <button type="submit" className="button button--primary account-form__submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </section>
  );
}
