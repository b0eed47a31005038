import { useTranslation } from '../hooks/use-translation.ts';
import { Icon } from '../components/icon.tsx';
import { SmartLink } from '../components/smart-link.tsx';
import { useLocalePath } from '../hooks/page-context.ts';
import { useCustomer } from './customer.ts';

/** The header's account icon: to login for a guest, to the account once the customer call says who is signed in. */
export function AccountLink({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const localePath = useLocalePath();
  const { data: customer } = useCustomer();
  const signedIn = Boolean(customer);
  return (
    <SmartLink href={localePath(signedIn ? '/my-account/profile/' : '/auth/login/')} className={className} data-signed-in={signedIn ? 'true' : 'false'}>
      <Icon name="user" />
      <span className="visually-hidden">{signedIn ? t('myAccount') : t('signIn')}</span>
    </SmartLink>
  );
}
