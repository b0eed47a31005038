import { useTranslation } from '../kit/hooks/use-translation.ts';
import { SearchTypeahead } from '../../block-registry/catalog/SearchTypeahead.tsx';
import type { PageTree, Shell } from '../../schemas/generated/index.ts';
import { AccountLink } from '../kit/account/account-link.tsx';
import { CountrySelector } from './country-selector/country-selector.tsx';
import { Icon } from '../kit/components/icon.tsx';
import { Logo } from '../kit/components/logo.tsx';
import { SmartLink } from '../kit/components/smart-link.tsx';
import { presentCart } from '../../domain/cart/cart-lines.ts';
import { useCartStore } from '../kit/cart/cart-store.ts';
import { useMenuStore } from '../kit/stores/menu-store.ts';
import { MainNavigation } from './main-navigation.tsx';
import { buildMenuTree } from './menu-tree.ts';

interface HeaderProps {
  shell: Shell;
  page: Pick<PageTree, 'locale' | 'meta' | 'pageType'>;
  variant: 'full' | 'minimal';
}

export function Header({ shell, page, variant }: HeaderProps) {
  const { t } = useTranslation();
  const home = homePath(shell, page.locale);
  const { toggleCart, toggleMobileMenu, mobileMenuOpen, cartOpen } = useMenuStore();
  const alternate = alternateLanguage(page);

  return (
    <header className="site-header" data-variant={variant}>
      <div className="site-header__bar">
        {variant === 'full' ? (
          <button
            type="button"
            className="icon-button site-header__menu-toggle"
            aria-expanded={mobileMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => toggleMobileMenu()}
          >
            <Icon name="menu" />
            <span className="visually-hidden">{t('openMenu')}</span>
          </button>
        ) : null}
        <SmartLink href={home} className="site-header__logo" aria-label={`${shell.site.name} – ${t('home')}`}>
          <Logo siteName={shell.site.name} />
        </SmartLink>
        {variant === 'full' ? (
          <MainNavigation entries={buildMenuTree(shell.mainMenu)} />
        ) : page.pageType === 'checkout' ? (
          // Only the checkout takes a payment, so only the checkout says it is secure.
          <p className="site-header__secure">
            <Icon name="lock" size={18} />
            <span>{t('secureCheckout')}</span>
          </p>
        ) : null}
        <div className="site-header__actions">
          {variant === 'full' ? <CountrySelector location={shell.location} /> : null}
          {alternate ? (
            <a
              className="site-header__language"
              href={alternate.href}
              hrefLang={alternate.language}
              lang={alternate.language}
              title={t('switchToLanguageLabel')}
            >
              <Icon name="globe" size={18} />
              <span aria-hidden="true">{alternate.language.toUpperCase()}</span>
              <span className="visually-hidden">{t('switchToLanguage')}</span>
            </a>
          ) : null}
          {variant === 'full' ? (
            <>
              {/* The results page has its own search box; one box there is enough. */}
              {page.pageType === 'search' ? null : (
                <SearchTypeahead action={localePath(shell, page.locale, '/search/')} popular={shell.popularSearches ?? []} collapsible />
              )}
              <AccountLink className="icon-button site-header__account" />
            </>
          ) : null}
          <CartButton open={cartOpen} onToggle={() => toggleCart()} />
        </div>
      </div>
    </header>
  );
}

/** The same page in the other language, when it exists. */
export function alternateLanguage(page: Pick<PageTree, 'locale' | 'meta'>): { language: 'en' | 'de'; href: string } | null {
  const language = page.locale === 'en' ? 'de' : 'en';
  const href = page.meta.alternates?.[language];
  return href ? { language, href } : null;
}

export function homePath(shell: Shell, locale: string): string {
  return locale === shell.site.defaultLocale ? '/' : `/${locale}/`;
}

export function localePath(shell: Shell, locale: string, path: string): string {
  return locale === shell.site.defaultLocale ? path : `/${locale}${path}`;
}

/** The basket toggle, with the number of items once the cart is known. */
function CartButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const count = useCartStore((s) => presentCart(s.cart).count);
  return (
    <button type="button" className="icon-button site-header__cart" aria-expanded={open} aria-controls="cart-menu" onClick={onToggle}>
      <Icon name="cart" />
      {count ? (
        <span className="site-header__cart-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
      <span className="visually-hidden">{count ? t('cart:itemsInBasket', { count }) : t('openCart')}</span>
    </button>
  );
}
