import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { GoInStoreProps } from '../../../schemas/generated/index.ts';
import type { BlockComponentProps } from '../../types.ts';
import { BlockAction } from '../shared/block-actions.tsx';
import { BlockPicture } from '../shared/block-picture.tsx';

function DetailIcon({ path }: { path: string }) {
  return (
    <svg className="go-in-store__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const PIN = 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z';
const CLOCK = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-14v5l3.5 2';

/** The home page's "visit a store" option: where the store is, when it is open, and how to plan a visit. */
export function GoInStore({ eyebrow, heading, text, storeName, address, phone, openingHours, link, image, blockId }: BlockComponentProps<GoInStoreProps>) {
  const { t } = useTranslation('blocks');
  return (
    <section className={`go-in-store${image ? ' go-in-store--with-image' : ''}`} aria-labelledby={`${blockId}-title`}>
      {image ? <BlockPicture image={image} className="go-in-store__image" /> : null}
      <div className="go-in-store__body">
        {eyebrow ? <p className="go-in-store__eyebrow">{eyebrow}</p> : null}
        <h2 id={`${blockId}-title`} className="go-in-store__title">
          {heading}
        </h2>
        {text ? <p className="go-in-store__text">{text}</p> : null}
        <div className="go-in-store__details">
          <div className="go-in-store__detail">
            <DetailIcon path={PIN} />
            <div>
              <h3 className="go-in-store__label">{storeName}</h3>
              <address className="go-in-store__address">
                {address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
                {phone ? (
                  <a className="go-in-store__phone" href={`tel:${phone.replace(/[^+0-9]/g, '')}`} aria-label={t('goInStore.call', { phone })}>
                    {phone}
                  </a>
                ) : null}
              </address>
            </div>
          </div>
          <div className="go-in-store__detail">
            <DetailIcon path={CLOCK} />
            <div>
              <h3 className="go-in-store__label">{t('goInStore.openingHours')}</h3>
              <dl className="go-in-store__hours">
                {openingHours.map((line) => (
                  <div key={line.days}>
                    <dt>{line.days}</dt>
                    <dd>{line.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </div>
        <div className="block-actions">
          <BlockAction link={link} />
        </div>
      </div>
    </section>
  );
}
