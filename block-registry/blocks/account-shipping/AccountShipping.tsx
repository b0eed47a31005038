import { useId, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { postJson } from '../../../renderer/kit/http-client.ts';
import { reloadCustomer, useCustomer } from '../../../renderer/kit/account/customer.ts';
import { errorText } from '../../../renderer/kit/account/messages.ts';
import { useToastStore } from '../../../renderer/kit/stores/toast-store.ts';
import type { AccountShippingProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';
import { AddressCard } from './AddressCard.tsx';
import { AddressForm } from '../shared/AddressForm.tsx';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: number };

/** The address book: list, add, edit, delete and make default. */
export function AccountShipping(_props: BlockComponentProps<AccountShippingProps>) {
  const { t } = useTranslation('account');
  const { data: customer } = useCustomer();
  const show = useToastStore((s) => s.show);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  const id = useId();

  const act = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      await reloadCustomer();
      show({ message: success, tone: 'success' });
    } catch (failure) {
      show({ message: errorText(t, failure), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const saved = async () => {
    setEditing({ kind: 'none' });
    await reloadCustomer();
    show({ message: t('shipping.saved'), tone: 'success' });
  };

  if (!customer) {
    return (
      <section className="account-section" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('shipping.title')}</h2>
        <p className="account-loading">{t('common.loading')}</p>
      </section>
    );
  }
  const editedAddress = editing.kind === 'edit' ? customer.addresses.find((a) => a.id === editing.id) : undefined;

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('shipping.title')}</h2>
      {customer.addresses.length === 0 ? <p className="account-empty">{t('shipping.empty')}</p> : null}
      {customer.addresses.length > 0 ? (
        <ul className="account-addresses" aria-label={t('shipping.list')}>
          {customer.addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={busy}
              onEdit={() => setEditing({ kind: 'edit', id: address.id })}
              onDelete={() => void act(() => postJson('/nuxt/api/account/delete-address', { addressId: address.id }), t('shipping.deleted'))}
              onMakeDefault={() =>
                void act(
                  () => postJson('/api/auth/update-address', { addressId: address.id, address: { default_shipping: true, default_billing: true } }),
                  t('shipping.defaultChanged'),
                )
              }
            />
          ))}
        </ul>
      ) : null}
      {editing.kind === 'none' ? (
        <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'new' })}>
          {t('shipping.add')}
        </button>
      ) : (
        <AddressForm
          key={editing.kind === 'edit' ? editing.id : 'new'}
          address={editedAddress}
          customerEmail={customer.email}
          onSaved={() => void saved()}
          onCancel={() => setEditing({ kind: 'none' })}
        />
      )}
    </section>
  );
}
