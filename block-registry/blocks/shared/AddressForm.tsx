import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { type AddressDraft, type AddressField, addressProblems } from '../../../domain/customer/address-rules.ts';
import { ApiError, postJson } from '../../../renderer/kit/http-client.ts';
import { countryOptions } from '../../../domain/customer/countries.ts';
import type { CustomerAddress } from '../../../renderer/kit/account/customer.ts';
import { FormMessage, SelectField, TextField } from '../../../renderer/kit/forms/form-fields.tsx';
import { errorText } from '../../../renderer/kit/account/messages.ts';
import { onSubmit, useForm } from '../../../renderer/kit/forms/use-form.ts';
import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';

const SERVER_FIELD: Record<string, AddressField> = {
  'address.firstname': 'firstname',
  'address.lastname': 'lastname',
  'address.email': 'email',
  'address.telephone': 'telephone',
  'address.street[0]': 'street1',
  'address.street[1]': 'street2',
  'address.city': 'city',
  'address.postcode': 'postcode',
  'address.country_code': 'country_code',
  'address.region.region': 'region',
};

function draftOf(address: CustomerAddress | undefined, fallbackEmail: string): AddressDraft {
  return {
    firstname: address?.firstname ?? '',
    lastname: address?.lastname ?? '',
    email: address?.email ?? fallbackEmail,
    telephone: address?.telephone ?? '',
    street1: address?.street[0] ?? '',
    street2: address?.street[1] ?? '',
    city: address?.city ?? '',
    postcode: address?.postcode ?? '',
    country_code: address?.country_code ?? 'GB',
    region: address?.region.region ?? '',
  };
}

interface AddressFormProps {
  /** The address to edit; a new one when absent. */
  address?: CustomerAddress | undefined;
  customerEmail: string;
  onSaved(): void;
  onCancel(): void;
}

/** The address form of spec section 3; the same rules as the server, checked before sending. */
export function AddressForm({ address, customerEmail, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation('account');
  const { locale } = usePageContext();
  const id = useId();
  const form = useForm<AddressField>(draftOf(address, customerEmail));
  const [error, setError] = useState<string | null>(null);
  const countries = useMemo(() => countryOptions(locale).map((c) => ({ value: c.code, label: c.name })), [locale]);

  const submit = onSubmit(async () => {
    const problems = addressProblems(form.values);
    const messages = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(`validation.${problem}`)]));
    if (!form.check(messages)) return;
    const v = form.values;
    const payload = {
      firstname: v.firstname.trim(),
      lastname: v.lastname.trim(),
      email: v.email.trim(),
      telephone: v.telephone.trim(),
      street: [v.street1.trim(), v.street2.trim()].filter(Boolean),
      city: v.city.trim(),
      postcode: v.postcode.trim(),
      country_code: v.country_code,
      region: { region: v.region.trim() },
    };
    form.setBusy(true);
    setError(null);
    try {
      if (address) await postJson('/nuxt/api/account/update-address', { addressId: address.id, address: payload });
      else await postJson('/nuxt/api/account/add-address', { address: payload });
      onSaved();
    } catch (failure) {
      const field = failure instanceof ApiError && failure.field ? SERVER_FIELD[failure.field] : undefined;
      if (field) form.check({ [field]: failure instanceof ApiError ? failure.message : '' } as Partial<Record<AddressField, string>>);
      else setError(errorText(t, failure));
    } finally {
      form.setBusy(false);
    }
  });

  return (
    <form ref={form.formRef} className="account-form account-address-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{address ? t('shipping.editTitle') : t('shipping.addTitle')}</h3>
      <p className="account-form__note">{t('fields.requiredNote')}</p>
      <div className="account-form__row">
        <TextField label={t('fields.firstName')} autoComplete="given-name" required maxLength={100} {...form.field('firstname')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" required maxLength={100} {...form.field('lastname')} />
      </div>
      <div className="account-form__row">
        <TextField label={t('fields.email')} type="email" autoComplete="email" required maxLength={254} {...form.field('email')} />
        <TextField label={t('fields.telephone')} type="tel" autoComplete="tel" required maxLength={30} {...form.field('telephone')} />
      </div>
      <TextField label={t('fields.street1')} autoComplete="address-line1" required maxLength={120} {...form.field('street1')} />
      <TextField label={t('fields.street2')} autoComplete="address-line2" maxLength={120} {...form.field('street2')} />
      <div className="account-form__row">
        <TextField label={t('fields.city')} autoComplete="address-level2" required maxLength={100} {...form.field('city')} />
        <TextField label={t('fields.postcode')} autoComplete="postal-code" required maxLength={16} {...form.field('postcode')} />
      </div>
      <div className="account-form__row">
        <SelectField label={t('fields.country')} autoComplete="country" required options={countries} {...form.field('country_code')} />
        <TextField label={t('fields.region')} autoComplete="address-level1" maxLength={100} {...form.field('region')} />
      </div>
      <FormMessage error={error} />
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {t('shipping.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
