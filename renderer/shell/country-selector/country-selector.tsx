import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from '../../kit/hooks/use-translation.ts';
import type { Shell } from '../../../schemas/generated/index.ts';
import { usePageContext } from '../../kit/hooks/page-context.ts';
import { Icon } from '../../kit/components/icon.tsx';

/** The list of countries is a chunk of its own, loaded when the shopper reaches for the button: most never open it. */
const loadDialog = () => import('./country-dialog.tsx');
const CountryDialog = lazy(() => loadDialog().then((module) => ({ default: module.CountryDialog })));
const preloadDialog = () => void loadDialog();

/** The header button showing the shopper's flag, country and currency; it opens the list of countries. */
export function CountrySelector({ location }: { location: Shell['location'] }) {
  const { t } = useTranslation('countries');
  const { locale } = usePageContext();
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const close = useCallback(() => setOpen(false), []);

  return (
    <div className="country-selector">
      <button
        type="button"
        className="country-selector__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
      >
        {location ? (
          <>
            <img className="country-flag" src={location.flag} alt="" width={24} height={18} />
            <span className="visually-hidden">{t('changeCountry')}: </span>
            <span className="country-selector__name">{location.name}</span>
            <span className="country-selector__currency">{location.currency}</span>
          </>
        ) : (
          <>
            <Icon name="globe" size={20} />
            <span className="country-selector__name country-selector__name--always">{t('noCountry')}</span>
          </>
        )}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CountryDialog id={dialogId} language={locale} currentCode={location?.code} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
