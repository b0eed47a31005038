import { useId } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { useCustomer } from '../../../renderer/kit/account/customer.ts';
import type { AccountProfileProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';

/** Names, email and password of the signed-in customer. */
export function AccountProfile(_props: BlockComponentProps<AccountProfileProps>) {
  const { t } = useTranslation('account');
  const { data: customer } = useCustomer();
  const id = useId();
  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('profile.title')}</h2>
      {customer ? (
        <>
          <ProfileDetailsForm customer={customer} />
          <PasswordForm />
        </>
      ) : (
        <p className="account-loading">{t('common.loading')}</p>
      )}
    </section>
  );
}
