import { useEffect, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { useLocation } from 'react-router';
import { postJson } from '../../../renderer/kit/http-client.ts';
import { useAuthStore } from '../../../renderer/kit/account/auth-store.ts';
import { FormMessage, TextField } from '../../../renderer/kit/forms/form-fields.tsx';
import { confirmationError, emailError, errorText, newPasswordError, requiredError } from '../../../renderer/kit/account/messages.ts';
import { PASSWORD_MIN_LENGTH } from '../../../domain/customer/password-rules.ts';
import { completeSignIn } from '../../../renderer/kit/account/sign-in-flow.ts';
import { onSubmit, useForm } from '../../../renderer/kit/forms/use-form.ts';
import { useSignInRedirect } from '../../../renderer/kit/account/use-sign-in-redirect.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';
import { useLocalePath } from '../../../renderer/kit/hooks/page-context.ts';
import type { AuthRegisterProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

export function AuthRegister(_props: BlockComponentProps<AuthRegisterProps>) {
  const { t } = useTranslation('account');
  const localePath = useLocalePath();
  const location = useLocation();
  const { submitting, goOn } = useSignInRedirect();
  const { error, setError, clearError } = useAuthStore();
  const [checkEmail, setCheckEmail] = useState(false);
  const form = useForm({ firstName: '', lastName: '', email: '', password: '', passwordConfirmation: '' });
  useEffect(() => clearError, [clearError]);

  const submit = onSubmit(async () => {
    const v = form.values;
    const valid = form.check({
      firstName: requiredError(t, v.firstName),
      lastName: requiredError(t, v.lastName),
      email: emailError(t, v.email),
      password: newPasswordError(t, v.password),
      passwordConfirmation: confirmationError(t, v.password, v.passwordConfirmation),
    });
    if (!valid) return;
    form.setBusy(true);
    clearError();
    setCheckEmail(false);
    submitting.current = true;
    try {
      await postJson('/nuxt/api/auth/register', { firstName: v.firstName.trim(), lastName: v.lastName.trim(), email: v.email.trim(), password: v.password });
      const outcome = await completeSignIn();
      if (outcome.kind === 'signed-in') await goOn();
      else if (outcome.kind === 'not-signed-in') setCheckEmail(true);
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      submitting.current = false;
      form.setBusy(false);
    }
  });

  return (
    <section className="auth-card" aria-labelledby="auth-register-title">
      <h1 id="auth-register-title">{t('register.title')}</h1>
      <p className="auth-card__intro">{t('register.intro')}</p>
      <p className="account-form__note">{t('fields.requiredNote')}</p>
      <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
        <div className="account-form__row">
          <TextField label={t('fields.firstName')} autoComplete="given-name" required maxLength={100} {...form.field('firstName')} />
          <TextField label={t('fields.lastName')} autoComplete="family-name" required maxLength={100} {...form.field('lastName')} />
        </div>
        <TextField label={t('fields.email')} type="email" autoComplete="email" required maxLength={254} {...form.field('email')} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          {...form.field('password')}
        />
        <TextField label={t('fields.passwordConfirmation')} type="password" autoComplete="new-password" required {...form.field('passwordConfirmation')} />
        <FormMessage error={error} success={checkEmail ? t('register.checkEmail') : null} />
        <button type="submit" className="button button--primary account-form__submit" disabled={form.busy}>
          {t('register.submit')}
        </button>
      </form>
      <p className="auth-card__links">
        {t('register.haveAccount')} <SmartLink href={`${localePath('/auth/login/')}${location.search}`}>{t('register.signIn')}</SmartLink>
      </p>
    </section>
  );
}
