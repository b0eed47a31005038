import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { CheckoutStep } from './CheckoutStep.tsx';
import { type Customer, reloadCustomer } from '../../../renderer/kit/account/customer.ts';
import { AddressForm } from '../shared/AddressForm.tsx';

interface CheckoutAddressStepProps {
  id: string;
  customer: Customer;
  addressId: number | undefined;
  onChoose: (addressId: number | undefined) => void;
  /** The step's error, shown under the choices. */
  problem: ReactNode;
}

/** Step 1: one of the customer's UK addresses, or a new one saved on the spot and chosen. */
export function CheckoutAddressStep({ id, customer, addressId, onChoose, problem }: CheckoutAddressStepProps) {
  const { t } = useTranslation('checkout');
  const [adding, setAdding] = useState(false);
  return (
    <CheckoutStep titleId={`${id}-address-title`} number={1} title={t('addressTitle')}>
      {customer.addresses.length === 0 && !adding ? <p className="checkout-step__empty">{t('noAddresses')}</p> : null}
      {customer.addresses.length ? (
        <fieldset className="checkout-choices" id={`${id}-address`} tabIndex={-1}>
          <legend className="visually-hidden">{t('addressTitle')}</legend>
          {customer.addresses.map((address) => {
            const abroad = address.country_code !== 'GB';
            return (
              <label key={address.id} className={`checkout-choice${abroad ? ' is-disabled' : ''}`}>
                <input
                  type="radio"
                  name="address"
                  value={address.id}
                  checked={addressId === address.id}
                  disabled={abroad}
                  onChange={() => onChoose(address.id)}
                />
                <span className="checkout-choice__text">
                  <strong>
                    {address.firstname} {address.lastname}
                  </strong>
                  <span>
                    {[...address.street.filter(Boolean), address.city, address.postcode].join(', ')} · {address.country_code}
                  </span>
                  {abroad ? <span className="checkout-choice__note">{t('addressAbroad')}</span> : null}
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
      {problem}
      {adding ? (
        <div className="checkout-step__address-form">
          <AddressForm
            customerEmail={customer.email}
            onSaved={async () => {
              setAdding(false);
              const updated = await reloadCustomer();
              const newest = updated?.addresses.filter((a) => a.country_code === 'GB').sort((a, b) => b.id - a.id)[0];
              onChoose(newest?.id);
            }}
            onCancel={() => setAdding(false)}
          />
        </div>
      ) : (
        <button type="button" className="button button--secondary checkout-step__add" onClick={() => setAdding(true)}>
          {t('addAddress')}
        </button>
      )}
    </CheckoutStep>
  );
}
