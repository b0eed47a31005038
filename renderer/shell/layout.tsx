import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../kit/hooks/use-translation.ts';
import type { PageTree, Shell } from '../../schemas/generated/index.ts';
import { bodyHasMenuOpen, useMenuStore } from '../kit/stores/menu-store.ts';
import { CartMenu } from './cart-menu.tsx';
import { Consent } from './consent.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LoadingBar } from './loading-bar.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { Toasts } from './toasts.tsx';

interface LayoutProps {
  page: Pick<PageTree, 'layout' | 'locale' | 'meta' | 'pageType'>;
  shell: Shell;
  children: ReactNode;
}

/** Whether a page of this layout carries the consent step: every layout but the bare one. */
export function hasConsentStep(layout: PageTree['layout']): boolean {
  return layout !== 'basic';
}

/** The app shell: loading bar, header, the page inside its layout, footer, toasts and the slide-ins. */
export function Layout({ page, shell, children }: LayoutProps) {
  const { t } = useTranslation();
  useBodyMenuClass();
  const { layout } = page;
  return (
    <div className={`app layout-${layout}`}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <LoadingBar />
      {layout === 'default' ? <Header shell={shell} page={page} variant="full" /> : null}
      {layout === 'simple' ? <Header shell={shell} page={page} variant="minimal" /> : null}
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      {layout === 'default' ? <Footer shell={shell} variant="full" /> : null}
      {layout === 'simple' ? <Footer shell={shell} variant="minimal" /> : null}
      <Toasts />
      {layout === 'default' ? <MobileMenu shell={shell} page={page} /> : null}
      {layout !== 'basic' ? <CartMenu /> : null}
      {hasConsentStep(layout) ? (
        <Consent shell={shell} cookiePolicyHref={page.locale === shell.site.defaultLocale ? '/cookies/' : `/${page.locale}/cookies/`} />
      ) : null}
    </div>
  );
}

function useBodyMenuClass() {
  const open = useMenuStore(bodyHasMenuOpen);
  useEffect(() => {
    document.body.classList.toggle('menu-open', open);
  }, [open]);
}
