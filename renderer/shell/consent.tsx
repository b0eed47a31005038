import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../kit/hooks/use-translation.ts';
import { ACCEPT_ALL, type ConsentChoice, NECESSARY_ONLY } from '../../domain/consent/consent.ts';
import type { Shell } from '../../schemas/generated/index.ts';
import { Icon } from '../kit/components/icon.tsx';
import { BANNER_CHOICES, type ConsentState, consentStore, startConsent } from '../kit/consent/consent-store.ts';
import { useDialog } from '../kit/hooks/use-dialog.ts';

/** The consent step's state in React: hydration renders it as the server did (its initial state), then as it is. */
function useConsent<T>(select: (state: ConsentState) => T): T {
  return useStore(consentStore, select);
}

/**
 * The consent step of every page (spec sections 1, 4 and 6): nothing shows until the store-IP check
 * has answered (the banner is written hidden); then the banner asks, unless a choice is recorded, the visitor is in a store, or a
 * configured consent manager asks instead. The preferences dialog opens from the banner or the footer.
 */
export function Consent({ shell, cookiePolicyHref }: { shell: Shell; cookiePolicyHref: string }) {
  const status = useConsent((s) => s.status);
  const preferencesOpen = useConsent((s) => s.preferencesOpen);
  useEffect(() => {
    void startConsent(shell.consent);
  }, [shell.consent]);
  return (
    <>
      {status === 'checking' || status === 'ask' ? <ConsentBanner cookiePolicyHref={cookiePolicyHref} pending={status === 'checking'} /> : null}
      {preferencesOpen ? <ConsentPreferences /> : null}
    </>
  );
}

/**
 * While the store-IP check is under way the banner is written into the page hidden. The boot
 * script runs the check and shows it as soon as the answer is "ask" (`<html data-consent="ask">`,
 * consent.css), and takes its buttons' clicks (by `data-consent-choice`) until the app is live.
 */
function ConsentBanner({ cookiePolicyHref, pending }: { cookiePolicyHref: string; pending: boolean }) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  return (
    <section className="consent-banner" aria-labelledby={titleId} data-testid="consent-banner" hidden={pending}>
      <div className="consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id={titleId} className="consent-banner__title">
            {t('consent.title')}
          </h2>
          <p>
            {t('consent.intro')} <a href={cookiePolicyHref}>{t('consent.policyLink')}</a>
          </p>
        </div>
        <div className="consent-banner__actions">
          <button type="button" className="button button--secondary" data-consent-choice="necessary" onClick={BANNER_CHOICES.necessary}>
            {t('consent.rejectAll')}
          </button>
          <button type="button" className="button button--secondary" data-consent-choice="manage" onClick={BANNER_CHOICES.manage}>
            {t('consent.manage')}
          </button>
          <button type="button" className="button button--primary" data-consent-choice="all" onClick={BANNER_CHOICES.all}>
            {t('consent.acceptAll')}
          </button>
        </div>
      </div>
    </section>
  );
}

function ConsentPreferences() {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const introId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const recorded = useConsent((s) => s.choice);
  const decide = useConsent((s) => s.decide);
  const closePreferences = useConsent((s) => s.closePreferences);
  const [choice, setChoice] = useState<ConsentChoice>(recorded ?? NECESSARY_ONLY);
  // Stable, so the dialog's focus handling runs once per opening.
  const close = useCallback(() => closePreferences(), [closePreferences]);
  useDialog(panel, true, close);
  const choose = (next: ConsentChoice) => {
    decide(next);
    focusMainWhenLost();
  };
  const category = (name: 'analytics' | 'marketing') => (
    <li className="consent-dialog__category">
      <label className="consent-dialog__switch">
        <input type="checkbox" checked={choice[name]} onChange={(event) => setChoice({ ...choice, [name]: event.target.checked })} />
        <span className="consent-dialog__name">{t(`consent.${name}`)}</span>
      </label>
      <p className="consent-dialog__text">{t(`consent.${name}Text`)}</p>
    </li>
  );
  return (
    <div className="consent-dialog">
      <button type="button" className="consent-dialog__backdrop" tabIndex={-1} aria-hidden="true" onClick={close} />
      <div ref={panel} className="consent-dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={introId} tabIndex={-1}>
        <div className="consent-dialog__header">
          <h2 id={titleId}>{t('consent.preferencesTitle')}</h2>
          <button type="button" className="icon-button" onClick={close}>
            <Icon name="close" />
            <span className="visually-hidden">{t('consent.close')}</span>
          </button>
        </div>
        <p id={introId} className="consent-dialog__intro">
          {t('consent.preferencesIntro')}
        </p>
        <ul className="consent-dialog__categories">
          <li className="consent-dialog__category">
            <label className="consent-dialog__switch">
              <input type="checkbox" checked disabled />
              <span className="consent-dialog__name">{t('consent.necessary')}</span>
              <span className="consent-dialog__always">{t('consent.alwaysOn')}</span>
            </label>
            <p className="consent-dialog__text">{t('consent.necessaryText')}</p>
          </li>
          {category('analytics')}
          {category('marketing')}
        </ul>
        <div className="consent-dialog__actions">
          <button type="button" className="button button--secondary" onClick={() => choose(NECESSARY_ONLY)}>
            {t('consent.rejectAll')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => choose(choice)}>
            {t('consent.save')}
          </button>
          <button type="button" className="button button--primary" onClick={() => choose(ACCEPT_ALL)}>
            {t('consent.acceptAll')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Opened from the banner, the element focus returns to is gone once the choice is made: the page's main region takes it. */
function focusMainWhenLost(): void {
  requestAnimationFrame(() => {
    if (document.activeElement === document.body || !document.activeElement?.isConnected) document.getElementById('main')?.focus();
  });
}

/** The footer's way back to the preferences, for every visitor (a store visitor and one who already chose alike). */
export function ConsentSettingsLink() {
  const { t } = useTranslation('shell');
  const openPreferences = useConsent((s) => s.openPreferences);
  return (
    <button type="button" className="site-footer__consent" onClick={openPreferences}>
      {t('consent.footerLink')}
    </button>
  );
}
