import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productImageSrcSet, productImageUrl } from '../../../domain/catalog/image-url.ts';
import { ProductImage } from '../../catalog/ProductImage.tsx';

/** How wide the gallery's main picture is shown (product-detail.css): beside the details from 900 px, else the full width. */
const GALLERY_SIZES = '(min-width: 900px) 55vw, 100vw';

const VIEWS = [
  { ratio: 0.75, crop: false },
  { ratio: 1, crop: true },
  { ratio: 0.5, crop: true },
] as const;

interface Photo {
  image: string;
  alt: string;
}

/** Photographs staff uploaded, when there are any; else the main picture (eager: the largest paint) and thumbnails of close-up crops. */
export function Gallery({ name, image, photos }: { name: string; image: string | null; photos?: Photo[] | undefined }) {
  if (photos?.length) return <PhotoGallery name={name} photos={photos} />;
  return <DrawingGallery name={name} image={image} />;
}

/** Each photograph with its own alt text; thumbnails choose the one shown large. */
function PhotoGallery({ name, photos }: { name: string; photos: Photo[] }) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const current = photos[index] ?? photos[0]!;
  return (
    <section className="gallery" aria-label={t('gallery', { name })}>
      <img
        className="product-image gallery__main"
        src={productImageUrl(current.image, { w: 960, h: 720, fit: 'contain' })}
        srcSet={productImageSrcSet(current.image)}
        sizes={GALLERY_SIZES}
        width={960}
        height={720}
        alt={current.alt}
        fetchPriority="high"
      />
      {photos.length > 1 ? (
        <ul className="gallery__thumbs">
          {photos.map((photo, i) => (
            <li key={photo.image}>
              <button type="button" aria-pressed={i === index} onClick={() => setIndex(i)} aria-label={t('showImage', { index: i + 1 })}>
                <img src={productImageUrl(photo.image, { w: 160, h: 120, fit: 'contain' })} width={80} height={60} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function DrawingGallery({ name, image }: { name: string; image: string | null }) {
  const { t } = useTranslation('catalog');
  const [view, setView] = useState(0);
  if (!image) return <ProductImage image={null} alt={name} sizes={GALLERY_SIZES} eager />;
  const current = VIEWS[view] ?? VIEWS[0];
  return (
    <section className="gallery" aria-label={t('gallery', { name })}>
      {current.crop ? (
        <img
          className="product-image gallery__main"
          src={productImageUrl(image, { w: 960, h: Math.round(960 * current.ratio), fit: 'auto' })}
          srcSet={productImageSrcSet(image, current.ratio, 'auto')}
          sizes={GALLERY_SIZES}
          width={960}
          height={Math.round(960 * current.ratio)}
          alt={name}
        />
      ) : (
        <img
          className="product-image gallery__main"
          src={productImageUrl(image, { w: 960, h: 720, fit: 'contain' })}
          srcSet={productImageSrcSet(image)}
          sizes={GALLERY_SIZES}
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
