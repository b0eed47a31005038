import { useId, useState } from 'react';
import { useTranslation } from '../kit/hooks/use-translation.ts';
import type { Shell } from '../../schemas/generated/index.ts';
import { KeptElement } from '../kept-element.tsx';
import { Icon } from '../kit/components/icon.tsx';
import { Logo } from '../kit/components/logo.tsx';
import { SmartLink } from '../kit/components/smart-link.tsx';
import { ConsentSettingsLink } from './consent.tsx';
import { buildMenuTree, type MenuNode } from './menu-tree.ts';
import { useMediaQuery } from './use-media-query.ts';

/**
 * Below this width the link groups fold into an accordion. The stylesheet folds them before
 * the page is interactive (so nothing shifts); without JavaScript they stay open.
 */
const PHONE_QUERY = '(max-width: 599px)';

export function Footer({ shell, variant }: { shell: Shell; variant: 'full' | 'minimal' }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const legal = <p className="site-footer__legal">{t('copyright', { year, siteName: shell.site.name })}</p>;
  if (variant === 'minimal') {
    return (
      <footer className="site-footer site-footer--minimal">
        <div className="site-footer__bottom">
          <p className="site-footer__secure">
            <Icon name="lock" size={16} />
            {t('shell:securePayment')}
          </p>
          <ConsentSettingsLink />
          {legal}
        </div>
      </footer>
    );
  }
  return (
    <KeptElement as="footer" props={{ className: 'site-footer site-footer--full' }} data={[shell.site.name, shell.socialLinks, shell.footerMenu, year]}>
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo siteName={shell.site.name} tone="light" />
          <p className="site-footer__tagline">{t('shell:footerTagline')}</p>
          {shell.socialLinks.length ? (
            <>
              <h2 className="site-footer__heading site-footer__heading--social">{t('followUs')}</h2>
              <ul className="social-links">
                {shell.socialLinks.map((link) => (
                  <li key={link.id}>
                    <a href={link.linkUrl} rel="noopener noreferrer" target="_blank" className="social-links__link">
                      <Icon name={link.icon} size={20} />
                      <span className="visually-hidden">{link.linkText}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <FooterNavigation groups={buildMenuTree(shell.footerMenu)} />
      </div>
      <div className="site-footer__bottom">
        <ConsentSettingsLink />
        {legal}
      </div>
    </KeptElement>
  );
}

function FooterNavigation({ groups }: { groups: MenuNode[] }) {
  const { t } = useTranslation();
  const collapsible = useMediaQuery(PHONE_QUERY);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const baseId = useId();
  return (
    <nav className="site-footer__nav" aria-label={t('footerNavigation')}>
      {groups.map((group) => {
        const listId = `${baseId}-${group.id}`;
        const expanded = openGroup === group.id;
        const chevron = <Icon name="chevron-down" size={18} />;
        return (
          <div key={group.id} className={`site-footer__group${expanded ? ' is-open' : ''}`}>
            <h2 className="site-footer__heading">
              {collapsible ? (
                <button
                  type="button"
                  className="site-footer__toggle"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => setOpenGroup(expanded ? null : group.id)}
                >
                  {group.title}
                  {chevron}
                </button>
              ) : (
                <span className="site-footer__toggle">
                  {group.title}
                  {chevron}
                </span>
              )}
            </h2>
            <ul id={listId} className="site-footer__links" hidden={collapsible && !expanded}>
              {group.children.map((link) => (
                <li key={link.id}>
                  <SmartLink href={link.url}>{link.title}</SmartLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
