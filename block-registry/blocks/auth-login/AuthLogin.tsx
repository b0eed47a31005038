import { useEffect, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { useLocation } from 'react-router';
import { postJson } from '../../../renderer/kit/http-client.ts';
import { useAuthStore } from '../../../renderer/kit/account/auth-store.ts';
import { FormMessage, TextField } from '../../../renderer/kit/forms/form-fields.tsx';
import { emailError, errorText, requiredError } from '../../../renderer/kit/account/messages.ts';
import { completeSignIn } from '../../../renderer/kit/account/sign-in-flow.ts';
import { onSubmit, useForm } from '../../../renderer/kit/forms/use-form.ts';
import { useSignInRedirect } from '../../../renderer/kit/account/use-sign-in-redirect.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';
import { useLocalePath } from '../../../renderer/kit/hooks/page-context.ts';
import type { AuthLoginProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

export function AuthLogin(_props: BlockComponentProps<AuthLoginProps>) {
  const { t } = useTranslation('account');
  const localePath = useLocalePath();
  const location = useLocation();
  const { submitting, goOn } = useSignInRedirect();
  const { error, setError, clearError } = useAuthStore();
  const form = useForm({ email: '', password: '' });
  const [passwordChanged] = useState(() => Boolean((location.state as { passwordChanged?: boolean } | null)?.passwordChanged));
  useEffect(() => clearError, [clearError]);

  const submit = onSubmit(async () => {
    const { email, password } = form.values;
    if (!form.check({ email: emailError(t, email), password: requiredError(t, password) })) return;
    form.setBusy(true);
    clearError();
    submitting.current = true;
    try {
      await postJson('/nuxt/api/auth/login', { email: email.trim(), password });
      const outcome = await completeSignIn();
      if (outcome.kind === 'signed-in') await goOn();
    } catch (failure) {
      setError(errorText(t, failure, { 401: t('login.failed') }));
    } finally {
      submitting.current = false;
      form.setBusy(false);
    }
  });

  return (
    <section className="auth-card" aria-labelledby="auth-login-title">
      <h1 id="auth-login-title">{t('login.title')}</h1>
      <p className="auth-card__intro">{t('login.intro')}</p>
      {passwordChanged ? <p className="account-message account-message--success">{t('login.passwordChanged')}</p> : null}
      <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
        <TextField label={t('fields.email')} type="email" autoComplete="email" required maxLength={254} {...form.field('email')} />
        <TextField label={t('fields.password')} type="password" autoComplete="current-password" required maxLength={1024} {...form.field('password')} />
        <FormMessage error={error} />
        {/* The password check takes a moment on purpose (a slow hash): the button says it is under way. */}
        <button type="submit" className="button button--primary account-form__submit" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <p className="auth-card__links">
        <SmartLink href={localePath('/auth/reset-password/')}>{t('login.forgotten')}</SmartLink>
      </p>
      <p className="auth-card__links">
        {t('login.newHere')} <SmartLink href={`${localePath('/auth/register/')}${location.search}`}>{t('login.createAccount')}</SmartLink>
      </p>
    </section>
  );
}
