import { useId, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { ApiError, postJson } from '../../../renderer/kit/http-client.ts';
import { FormMessage, TextField } from '../../../renderer/kit/forms/form-fields.tsx';
import { confirmationError, errorText, newPasswordError, requiredError } from '../../../renderer/kit/account/messages.ts';
import { PASSWORD_MIN_LENGTH } from '../../../domain/customer/password-rules.ts';
import { onSubmit, useForm } from '../../../renderer/kit/forms/use-form.ts';

/** Password change with the current password; other sessions of the customer end. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const id = useId();
  const form = useForm({ currentPassword: '', newPassword: '', newPasswordConfirmation: '' });
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});

  const submit = onSubmit(async () => {
    const v = form.values;
    const valid = form.check({
      currentPassword: requiredError(t, v.currentPassword),
      newPassword: newPasswordError(t, v.newPassword),
      newPasswordConfirmation: confirmationError(t, v.newPassword, v.newPasswordConfirmation),
    });
    if (!valid) return;
    form.setBusy(true);
    setMessage({});
    try {
      await postJson('/nuxt/api/account/change-password', { currentPassword: v.currentPassword, newPassword: v.newPassword });
      form.setValues({ currentPassword: '', newPassword: '', newPasswordConfirmation: '' });
      setMessage({ success: t('profile.passwordChanged') });
    } catch (failure) {
      if (failure instanceof ApiError && failure.field === 'currentPassword' && failure.status === 400)
        form.check({ currentPassword: t('profile.wrongPassword') });
      else setMessage({ error: errorText(t, failure) });
    } finally {
      form.setBusy(false);
    }
  });

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('profile.passwordTitle')}</h3>
      <TextField label={t('fields.currentPassword')} type="password" autoComplete="current-password" required {...form.field('currentPassword')} />
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        {...form.field('newPassword')}
      />
      <TextField label={t('fields.newPasswordConfirmation')} type="password" autoComplete="new-password" required {...form.field('newPasswordConfirmation')} />
      <FormMessage error={message.error} success={message.success} />
      <button type="submit" className="button button--primary account-form__submit" disabled={form.busy}>
        {t('profile.changePassword')}
      </button>
    </form>
  );
}
