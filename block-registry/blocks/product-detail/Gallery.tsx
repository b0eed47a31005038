import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productImageSrcSet, productImageUrl } from '../../../domain/catalog/image-url.ts';
import { ProductImage } from '../../catalog/ProductImage.tsx';

const VIEWS = [
  { ratio: 0.75, crop: false },
  { ratio: 1, crop: true },
  { ratio: 0.5, crop: true },
] as const;

/** The main picture (eager: the largest paint) and thumbnails of close-up crops. */
export function Gallery({ name, image }: { name: string; image: string | null }) {
  const { t } = useTranslation('catalog');
  const [view, setView] = useState(0);
  if (!image) return <ProductImage image={null} alt={name} sizes="(min-width: 900px) 55vw, 100vw" eager />;
  const current = VIEWS[view] ?? VIEWS[0];
  return (
    <section className="gallery" aria-label={t('gallery', { name })}>
      {current.crop ? (
        <img
          className="product-image gallery__main"
          src={productImageUrl(image, { w: 960, h: Math.round(960 * current.ratio), fit: 'auto' })}
          width={960}
          height={Math.round(960 * current.ratio)}
          alt={name}
        />
      ) : (
        <img
          className="product-image gallery__main"
          src={productImageUrl(image, { w: 960, h: 720, fit: 'contain' })}
          srcSet={productImageSrcSet(image)}
          sizes="(min-width: 900px) 55vw, 100vw"
          width={960}
          height={720}
          alt={name}
          fetchPriority="high"
        />
      )}
      <ul className="gallery__thumbs">
        {VIEWS.map((v, index) => (
          <li key={v.ratio}>
            <button type="button" aria-pressed={index === view} onClick={() => setView(index)} aria-label={t('showImage', { index: index + 1 })}>
              <img src={productImageUrl(image, { w: 160, h: 120, fit: v.crop ? 'auto' : 'contain' })} width={80} height={60} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
