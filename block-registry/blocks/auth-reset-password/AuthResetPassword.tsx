import { useEffect, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { postJson } from '../../../renderer/kit/http-client.ts';
import { useAuthStore } from '../../../renderer/kit/account/auth-store.ts';
import { FormMessage, TextField } from '../../../renderer/kit/forms/form-fields.tsx';
import { confirmationError, emailError, errorText, newPasswordError } from '../../../renderer/kit/account/messages.ts';
import { PASSWORD_MIN_LENGTH } from '../../../domain/customer/password-rules.ts';
import { onSubmit, useForm } from '../../../renderer/kit/forms/use-form.ts';
import { useSignInRedirect } from '../../../renderer/kit/account/use-sign-in-redirect.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';
import { useLocalePath } from '../../../renderer/kit/hooks/page-context.ts';
import type { AuthResetPasswordProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

/** The spec's timeout for 'Password reset email sent'. */
export const RESET_MESSAGE_TIMEOUT_MS = 3000;

export function AuthResetPassword(_props: BlockComponentProps<AuthResetPasswordProps>) {
  const [params] = useSearchParams();
  useSignInRedirect();
  const token = params.get('token');
  return token ? <ChooseNewPassword token={token} /> : <RequestResetLink />;
}

function RequestResetLink() {
  const { t } = useTranslation('account');
  const localePath = useLocalePath();
  const { error, setError, clearError } = useAuthStore();
  const [sent, setSent] = useState(false);
  const form = useForm({ email: '' });
  useEffect(() => clearError, [clearError]);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), RESET_MESSAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const submit = onSubmit(async () => {
    if (!form.check({ email: emailError(t, form.values.email) })) return;
    form.setBusy(true);
    clearError();
    setSent(false);
    try {
      await postJson('/nuxt/api/auth/reset-password', { email: form.values.email.trim() });
      setSent(true);
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      form.setBusy(false);
    }
  });

  return (
    <section className="auth-card" aria-labelledby="auth-reset-title">
      <h1 id="auth-reset-title">{t('reset.title')}</h1>
      <p className="auth-card__intro">{t('reset.intro')}</p>
      <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
        <TextField label={t('fields.email')} type="email" autoComplete="email" required maxLength={254} {...form.field('email')} />
        <FormMessage error={error} success={sent ? t('reset.sent') : null} />
        <button type="submit" className="button button--primary account-form__submit" disabled={form.busy}>
          {t('reset.submit')}
        </button>
      </form>
      <p className="auth-card__links">
        <SmartLink href={localePath('/auth/login/')}>{t('reset.backToLogin')}</SmartLink>
      </p>
    </section>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { error, setError, clearError } = useAuthStore();
  const form = useForm({ password: '', passwordConfirmation: '' });
  useEffect(() => clearError, [clearError]);

  const submit = onSubmit(async () => {
    const { password, passwordConfirmation } = form.values;
    if (!form.check({ password: newPasswordError(t, password), passwordConfirmation: confirmationError(t, password, passwordConfirmation) })) return;
    form.setBusy(true);
    clearError();
    try {
      await postJson('/nuxt/api/auth/set-new-password', { token, password });
      await navigate(localePath('/auth/login/'), { state: { passwordChanged: true } });
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      form.setBusy(false);
    }
  });

  return (
    <section className="auth-card" aria-labelledby="auth-choose-title">
      <h1 id="auth-choose-title">{t('reset.chooseTitle')}</h1>
      <p className="auth-card__intro">{t('reset.chooseIntro')}</p>
      <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
        <TextField
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          {...form.field('password')}
        />
        <TextField label={t('fields.newPasswordConfirmation')} type="password" autoComplete="new-password" required {...form.field('passwordConfirmation')} />
        <FormMessage error={error} />
        <button type="submit" className="button button--primary account-form__submit" disabled={form.busy}>
          {t('reset.chooseSubmit')}
        </button>
      </form>
      <p className="auth-card__links">
        <SmartLink href={localePath('/auth/reset-password/')}>{t('reset.submit')}</SmartLink>
      </p>
    </section>
  );
}
