import { useCallback, useRef } from 'react';
import { useTranslation } from '../kit/hooks/use-translation.ts';
import type { PageTree, Shell } from '../../schemas/generated/index.ts';
import { CountrySelector } from './country-selector/country-selector.tsx';
import { Icon } from '../kit/components/icon.tsx';
import { Logo } from '../kit/components/logo.tsx';
import { SmartLink } from '../kit/components/smart-link.tsx';
import { useDialog } from '../kit/hooks/use-dialog.ts';
import { useMenuStore } from '../kit/stores/menu-store.ts';
import { alternateLanguage, localePath } from './header.tsx';
import { buildMenuTree } from './menu-tree.ts';

/** Phones and tablets: the main menu slides in from the left; entries with children expand in place. */
export function MobileMenu({ shell, page }: { shell: Shell; page: Pick<PageTree, 'locale' | 'meta'> }) {
  const { t } = useTranslation();
  const open = useMenuStore((s) => s.mobileMenuOpen);
  const toggleMobileMenu = useMenuStore((s) => s.toggleMobileMenu);
  const close = useCallback(() => toggleMobileMenu(false), [toggleMobileMenu]);
  const panel = useRef<HTMLDivElement>(null);
  useDialog(panel, open, close);

  return (
    <div className={`slide-in slide-in--left${open ? ' is-open' : ''}`} hidden={!open}>
      <button type="button" className="slide-in__backdrop" tabIndex={-1} aria-hidden="true" onClick={close} />
      <div ref={panel} id="mobile-menu" className="slide-in__panel" role="dialog" aria-modal="true" aria-label={t('mainNavigation')} tabIndex={-1}>
        <div className="slide-in__header">
          <Logo siteName={shell.site.name} />
          <button type="button" className="icon-button" onClick={close}>
            <Icon name="close" />
            <span className="visually-hidden">{t('closeMenu')}</span>
          </button>
        </div>
        {/* The entries are written only while the menu is open: a phone opens it with a tap, which
            needs the page's script, and the desktop navigation carries the same links in every page. */}
        {open ? <MenuBody shell={shell} page={page} close={close} /> : null}
      </div>
    </div>
  );
}

/** The open menu's entries, then the country, account and language links. */
function MenuBody({ shell, page, close }: { shell: Shell; page: Pick<PageTree, 'locale' | 'meta'>; close: () => void }) {
  const { t } = useTranslation();
  const activeEntryId = useMenuStore((s) => s.activeEntryId);
  const toggleEntry = useMenuStore((s) => s.toggleEntry);
  const entries = buildMenuTree(shell.mainMenu);
  const alternate = alternateLanguage(page);
  return (
    <>
      <nav className="slide-in__body mobile-menu">
        <ul className="mobile-menu__list">
          {entries.map((entry) => {
            const expanded = activeEntryId === entry.id;
            const childrenId = `mobile-menu-${entry.id}`;
            return (
              <li key={entry.id} className="mobile-menu__item">
                {entry.children.length ? (
                  <>
                    <button
                      type="button"
                      className="mobile-menu__trigger"
                      aria-expanded={expanded}
                      aria-controls={childrenId}
                      onClick={() => toggleEntry(entry.id)}
                    >
                      {entry.title}
                      <Icon name="chevron-down" size={20} />
                    </button>
                    <ul id={childrenId} className="mobile-menu__children" hidden={!expanded}>
                      {entry.children.map((child) => (
                        <li key={child.id}>
                          <SmartLink href={child.url} onClick={close}>
                            {child.title}
                          </SmartLink>
                        </li>
                      ))}
                      <li className="mobile-menu__all">
                        <SmartLink href={entry.url} onClick={close}>
                          {t('shell:shopAll', { title: entry.title })}
                        </SmartLink>
                      </li>
                    </ul>
                  </>
                ) : (
                  <SmartLink href={entry.url} className="mobile-menu__link" onClick={close}>
                    {entry.title}
                    <Icon name="chevron" size={20} />
                  </SmartLink>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="slide-in__footer mobile-menu__extras">
        <CountrySelector location={shell.location} />
        <SmartLink href={localePath(shell, page.locale, '/my-account/')} className="mobile-menu__extra" onClick={close}>
          <Icon name="user" size={20} />
          {t('account')}
        </SmartLink>
        {alternate ? (
          <a className="mobile-menu__extra" href={alternate.href} hrefLang={alternate.language} lang={alternate.language}>
            <Icon name="globe" size={20} />
            {t('switchToLanguage')}
          </a>
        ) : null}
      </div>
    </>
  );
}
