import { useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { CustomerAddress } from '../../../renderer/kit/account/customer.ts';
import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';

interface AddressCardProps {
  address: CustomerAddress;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onMakeDefault(): void;
}

export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const { t } = useTranslation('account');
  const { locale } = usePageContext();
  const [confirming, setConfirming] = useState(false);
  const name = `${address.firstname} ${address.lastname}`;
  const about = { name, street: address.street[0] };
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country_code) ?? address.country_code;
  const lines = Object.entries({
    name,
    street1: address.street[0],
    street2: address.street[1],
    city: address.city,
    region: address.region.region,
    postcode: address.postcode,
    country,
    telephone: address.telephone,
    email: address.email,
  }).filter(([, line]) => Boolean(line));

  return (
    <li className={`account-address${address.default_shipping ? ' is-default' : ''}`}>
      {address.default_shipping ? <p className="account-address__badge">{t('shipping.default')}</p> : null}
      <address>
        {lines.map(([part, line]) => (
          <span key={part} className="account-address__line">
            {line}
          </span>
        ))}
      </address>
      {confirming ? (
        <div className="account-address__confirm">
          <p>{t('shipping.confirmDelete')}</p>
          <button type="button" className="button button--danger" disabled={busy} onClick={onDelete}>
            {t('shipping.confirmDeleteYes')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <div className="account-address__actions">
          <button type="button" className="button button--secondary" aria-label={t('shipping.editLabel', about)} onClick={onEdit}>
            {t('shipping.edit')}
          </button>
          <button type="button" className="button button--secondary" aria-label={t('shipping.deleteLabel', about)} onClick={() => setConfirming(true)}>
            {t('shipping.delete')}
          </button>
          {address.default_shipping ? null : (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              aria-label={t('shipping.makeDefaultLabel', about)}
              onClick={onMakeDefault}
            >
              {t('shipping.makeDefault')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
