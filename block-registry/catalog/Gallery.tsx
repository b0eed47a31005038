import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../renderer/kit/hooks/use-translation.ts';
import { productImageUrl } from '../../domain/catalog/image-url.ts';
import { galleryPictures, type Photo, pictureAlt, pictureSrcSet, pictureTransform } from './gallery-pictures.ts';
import { gridPictureSizes } from './grid-sizes.ts';
import { ProductImage } from './ProductImage.tsx';

/** How wide the gallery's main picture is shown (`.product-detail__layout`): the whole column, then from 900 px the first of `1.3fr 1fr` with a 32 px gap. */
export const GALLERY_SIZES = gridPictureSizes({
  layouts: [
    { from: 0, columns: 1, gap: 0 },
    { from: 900, columns: 2, gap: 32, share: 1.3 / 2.3 },
  ],
});

/** A horizontal move this long (px) across the large picture is a swipe. */
const SWIPE = 50;

const loadViewer = () => import('./GalleryViewer.tsx');
/** The full-screen viewer is a chunk of its own, fetched when a shopper reaches for it (hover, focus or touch) and shown on click or Enter. */
const GalleryViewer = lazy(() => loadViewer().then((module) => ({ default: module.GalleryViewer })));

interface GalleryProps {
  name: string;
  image: string | null;
  /** A bike's tier: its gallery shows the four views of that tier. */
  tier?: string | null | undefined;
  photos?: Photo[] | undefined;
  /** `sizes` of the main picture. */
  sizes?: string;
}

/**
 * A product's pictures: a large one (eager: the page's largest paint) that opens the full-screen
 * viewer, and a thumbnail of every picture choosing the one shown large.
 */
export function Gallery({ name, image, tier, photos, sizes = GALLERY_SIZES }: GalleryProps) {
  const { t } = useTranslation('catalog');
  const pictures = galleryPictures(image, tier, photos, (key) => t(`views.${key}`));
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // A swipe across the large picture moves to the next or previous one, as on a phone shoppers expect; a tap opens the viewer.
  const swipe = useRef<{ x: number; swiped: boolean }>({ x: 0, swiped: false });
  const current = pictures[index] ?? pictures[0];
  if (!current) return <ProductImage image={null} alt={name} sizes={sizes} eager />;
  const preload = () => void loadViewer();
  return (
    <section className="gallery" aria-label={t('gallery', { name })}>
      <button
        ref={opener}
        type="button"
        className="gallery__open"
        aria-label={t('viewer.open', { label: `${name}, ${current.label}` })}
        aria-haspopup="dialog"
        onClick={() => {
          if (!swipe.current.swiped) setOpen(true);
          swipe.current.swiped = false;
        }}
        onPointerDown={(event) => {
          swipe.current = { x: event.clientX, swiped: false };
        }}
        onPointerUp={(event) => {
          const dx = event.clientX - swipe.current.x;
          if (Math.abs(dx) < SWIPE || pictures.length < 2) return;
          swipe.current.swiped = true;
          setIndex((index + (dx < 0 ? 1 : -1) + pictures.length) % pictures.length);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <img
          className="product-image gallery__main"
          src={productImageUrl(current.image, pictureTransform(current, 960))}
          srcSet={pictureSrcSet(current)}
          sizes={sizes}
          width={960}
          height={Math.round(960 * (current.crop ?? 0.75))}
          alt={pictureAlt(current, name)}
          draggable={false}
          {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
        />
        <span className="gallery__zoom-hint" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="M15.5 15.5 21 21M10.5 7.5v6M7.5 10.5h6" />
          </svg>
        </span>
      </button>
      {pictures.length > 1 ? (
        <ul className="gallery__thumbs">
          {pictures.map((picture, i) => (
            <li key={`${picture.image}-${picture.crop ?? 'whole'}`}>
              <button
                type="button"
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                aria-label={`${t('showImage', { index: i + 1 })}: ${picture.label}`}
                title={picture.label}
              >
                <img src={productImageUrl(picture.image, pictureTransform(picture, 160))} width={80} height={60} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <GalleryViewer name={name} pictures={pictures} index={index} onIndex={setIndex} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
}
