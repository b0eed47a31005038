import { useId, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { ApiError, postJson } from '../../../renderer/kit/http-client.ts';
import { type Customer, setCustomer } from '../../../renderer/kit/account/customer.ts';
import { FormMessage, TextField } from '../../../renderer/kit/forms/form-fields.tsx';
import { emailError, errorText, requiredError } from '../../../renderer/kit/account/messages.ts';
import { onSubmit, useForm } from '../../../renderer/kit/forms/use-form.ts';

export function ProfileDetailsForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation('account');
  const id = useId();
  const form = useForm({ firstname: customer.firstname, lastname: customer.lastname, email: customer.email, currentPassword: '' });
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const emailChanged = form.values.email.trim().toLowerCase() !== customer.email.toLowerCase();

  const submit = onSubmit(async () => {
    const v = form.values;
    const valid = form.check({
      firstname: requiredError(t, v.firstname),
      lastname: requiredError(t, v.lastname),
      email: emailError(t, v.email),
      currentPassword: emailChanged ? requiredError(t, v.currentPassword) : undefined,
    });
    if (!valid) return;
    form.setBusy(true);
    setMessage({});
    try {
      const answer = await postJson<{ updateCustomer: { customer: Customer }; emailChange?: { email: string } }>('/nuxt/api/account/update-profile', {
        firstname: v.firstname.trim(),
        lastname: v.lastname.trim(),
        email: v.email.trim(),
        ...(emailChanged ? { currentPassword: v.currentPassword } : {}),
      });
      await setCustomer(answer.updateCustomer.customer);
      form.setValues((current) => ({ ...current, email: answer.updateCustomer.customer.email, currentPassword: '' }));
      setMessage({ success: answer.emailChange ? t('profile.emailChangePending', { email: answer.emailChange.email }) : t('profile.saved') });
    } catch (failure) {
      if (failure instanceof ApiError && failure.field === 'currentPassword') form.check({ currentPassword: t('profile.wrongPassword') });
      else setMessage({ error: errorText(t, failure) });
    } finally {
      form.setBusy(false);
    }
  });

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('profile.details')}</h3>
      <p className="account-form__note">{t('fields.requiredNote')}</p>
      <div className="account-form__row">
        <TextField label={t('fields.firstName')} autoComplete="given-name" required maxLength={100} {...form.field('firstname')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" required maxLength={100} {...form.field('lastname')} />
      </div>
      <TextField label={t('fields.email')} type="email" autoComplete="email" required maxLength={254} {...form.field('email')} />
      {emailChanged ? (
        <TextField
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          hint={t('profile.emailNeedsPassword')}
          {...form.field('currentPassword')}
        />
      ) : null}
      <FormMessage error={message.error} success={message.success} />
      <button type="submit" className="button button--primary account-form__submit" disabled={form.busy}>
        {t('profile.saveDetails')}
      </button>
    </form>
  );
}
