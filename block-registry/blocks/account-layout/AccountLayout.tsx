import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { useCustomer } from '../../../renderer/kit/account/customer.ts';
import { signOut } from '../../../renderer/kit/account/sign-in-flow.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';
import { useIsExample, useLocalePath } from '../../../renderer/kit/hooks/page-context.ts';
import type { AccountLayoutProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

const SECTIONS = ['profile', 'newsletter', 'orders', 'shipping'] as const;

/** The account frame. When the session ends while a page is open, the visitor goes to login and comes back here after. */
export function AccountLayout({ section, children }: BlockComponentProps<AccountLayoutProps>) {
  const { t } = useTranslation('account');
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: customer } = useCustomer();
  const leaving = useRef(false);
  const example = useIsExample();

  useEffect(() => {
    if (example || customer !== null || leaving.current) return;
    void navigate(`${localePath('/auth/login/')}?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }, [example, customer, navigate, localePath, location.pathname, location.search]);

  const onSignOut = async () => {
    leaving.current = true;
    await signOut();
    await navigate(localePath('/'));
  };

  return (
    <div className="account">
      <div className="account__header">
        <h1 className="account__title">{t('nav.title')}</h1>
        {customer ? <p className="account__greeting">{t('nav.greeting', { name: customer.firstname })}</p> : null}
      </div>
      <div className="account__body">
        <nav className="account__nav" aria-label={t('nav.label')}>
          <ul className="account__nav-list">
            {SECTIONS.map((entry) => (
              <li key={entry}>
                <SmartLink
                  href={localePath(`/my-account/${entry}/`)}
                  className={`account__nav-link${entry === section ? ' is-current' : ''}`}
                  aria-current={entry === section ? 'page' : undefined}
                >
                  {t(`nav.${entry}`)}
                </SmartLink>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--secondary account__sign-out" onClick={() => void onSignOut()}>
            {t('nav.signOut')}
          </button>
        </nav>
        <div className="account__content">{children}</div>
      </div>
    </div>
  );
}
