import { lazy, Suspense, useEffect, useId } from 'react';
import { useTranslation } from '../kit/hooks/use-translation.ts';
import type { Shell } from '../../schemas/generated/index.ts';
import { BANNER_CHOICES, startConsent } from '../kit/consent/consent-store.ts';
import { useConsent } from './use-consent.ts';

/** The preferences dialog is a chunk of its own: a visitor opens it at most once or twice, and it is loaded as their pointer or focus reaches a button that opens it. */
const loadPreferences = () => import('./consent-preferences.tsx');
const ConsentPreferences = lazy(() => loadPreferences().then((module) => ({ default: module.ConsentPreferences })));
const preloadPreferences = () => void loadPreferences();

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
      {preferencesOpen ? (
        <Suspense fallback={null}>
          <ConsentPreferences />
        </Suspense>
      ) : null}
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
          <button
            type="button"
            className="button button--secondary"
            data-consent-choice="manage"
            onClick={BANNER_CHOICES.manage}
            onPointerEnter={preloadPreferences}
            onFocus={preloadPreferences}
          >
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

/** The footer's way back to the preferences, for every visitor (a store visitor and one who already chose alike). */
export function ConsentSettingsLink() {
  const { t } = useTranslation('shell');
  const openPreferences = useConsent((s) => s.openPreferences);
  return (
    <button type="button" className="site-footer__consent" onClick={openPreferences} onPointerEnter={preloadPreferences} onFocus={preloadPreferences}>
      {t('consent.footerLink')}
    </button>
  );
}
