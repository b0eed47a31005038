import { useCallback, useId, useRef, useState } from 'react';
import { ACCEPT_ALL, type ConsentChoice, NECESSARY_ONLY } from '../../domain/consent/consent.ts';
import { Icon } from '../kit/components/icon.tsx';
import { useDialog } from '../kit/hooks/use-dialog.ts';
import { useTranslation } from '../kit/hooks/use-translation.ts';
import { useConsent } from './use-consent.ts';

/** The consent preferences: necessary cookies always on, analytics and marketing each by choice (spec sections 1, 4 and 6). */
export function ConsentPreferences() {
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
