import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { useNavigate } from 'react-router';
import { Icon } from '../../../renderer/kit/components/icon.tsx';
import { Logo } from '../../../renderer/kit/components/logo.tsx';
import { usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { useAppErrorStore } from '../../../renderer/kit/stores/app-error-store.ts';
import type { ErrorPageProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';

/** Drawn for the store: a road winding into the hills (renderer/public, served at /assets/). */
const BACKGROUND = { src: '/assets/error-road.svg', width: 1600, height: 1000 };

/** Status code over a background image, the logo, and a button that clears the error and goes home. */
export function ErrorPage({ statusCode, message, blockId }: BlockComponentProps<ErrorPageProps>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { shell } = usePageContext();
  const clearError = useAppErrorStore((s) => s.clearError);
  const notFound = statusCode === 404;
  const titleId = `${blockId}-title`;
  return (
    <section className="error-page" aria-labelledby={titleId}>
      <img className="error-page__background" src={BACKGROUND.src} width={BACKGROUND.width} height={BACKGROUND.height} alt="" decoding="async" />
      <div className="error-page__content">
        <p className="error-page__status">{statusCode}</p>
        <div className="error-page__card">
          <Logo siteName={shell.site.name} />
          <h1 id={titleId} className="error-page__title">
            {notFound ? t('notFoundTitle') : t('errorTitle')}
          </h1>
          <p className="error-page__message">{message}</p>
          {notFound ? <p className="error-page__hint">{t('notFoundText')}</p> : null}
          <button
            type="button"
            className="button button--primary error-page__home"
            onClick={() => {
              clearError();
              void navigate('/');
            }}
          >
            {t('goHome')}
            <Icon name="arrow-right" size={18} />
          </button>
        </div>
      </div>
    </section>
  );
}
