import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../kit/hooks/use-translation.ts';
import { useDialog } from '../../kit/hooks/use-dialog.ts';
import { Icon } from '../../kit/components/icon.tsx';
import { CountryListbox } from './country-listbox.tsx';
import { postCountryChoice, reloadForNewCountry, type StoreCountry, useStoreCountries } from './store-countries.ts';

interface CountryDialogProps {
  id: string;
  language: string;
  currentCode: string | undefined;
  onClose: () => void;
}

/** The modal list of countries; choosing one posts it and reloads the page in the new currency. */
export function CountryDialog({ id, language, currentCode, onClose }: CountryDialogProps) {
  const { t } = useTranslation('countries');
  const titleId = useId();
  const hintId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');
  const saving = useRef(false);
  const { countries, failed, loading, retry } = useStoreCountries(language, true);
  // Stable, so the dialog's focus handling runs once per opening, not on every render.
  const close = useCallback(() => {
    if (!saving.current) onClose();
  }, [onClose]);
  useDialog(panel, true, close);
  const listShown = countries !== undefined;
  useEffect(() => {
    if (listShown) panel.current?.querySelector<HTMLElement>('[role="listbox"]')?.focus();
  }, [listShown]);

  const choose = async (country: StoreCountry) => {
    if (country.code === currentCode) {
      onClose();
      return;
    }
    saving.current = true;
    setStatus('saving');
    try {
      await postCountryChoice(country.code);
      reloadForNewCountry();
    } catch {
      saving.current = false;
      setStatus('failed');
    }
  };

  return (
    <div className="country-dialog">
      <button type="button" className="country-dialog__backdrop" tabIndex={-1} aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        id={id}
        className="country-dialog__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={status === 'saving'}
        tabIndex={-1}
      >
        <div className="country-dialog__header">
          <h2 id={titleId}>{t('chooseCountry')}</h2>
          <button type="button" className="icon-button" onClick={close}>
            <Icon name="close" />
            <span className="visually-hidden">{t('close')}</span>
          </button>
        </div>
        <p className="country-dialog__intro">{t('chooseCountryIntro')}</p>
        <p id={hintId} className="country-dialog__hint">
          {t('listHint')}
        </p>
        {status === 'failed' ? (
          <p className="country-dialog__error" role="alert">
            {t('chooseFailed')}
          </p>
        ) : null}
        {status === 'saving' ? (
          <p className="country-dialog__status" role="status">
            {t('saving')}
          </p>
        ) : null}
        {countries ? (
          <CountryListbox countries={countries} currentCode={currentCode} labelledBy={titleId} describedBy={hintId} onChoose={(c) => void choose(c)} />
        ) : null}
        {loading ? (
          <p className="country-dialog__status" role="status">
            {t('loading')}
          </p>
        ) : null}
        {failed && !countries ? (
          <div className="country-dialog__error" role="alert">
            <p>{t('loadFailed')}</p>
            <button type="button" className="button button--secondary" onClick={retry}>
              {t('tryAgain')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
