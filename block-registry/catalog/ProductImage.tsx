import { useTranslation } from '../../renderer/kit/hooks/use-translation.ts';
import { productImageSrcSet, productImageUrl } from '../../domain/catalog/image-url.ts';

interface ProductImageProps {
  image: string | null;
  alt: string;
  /** `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** The first image of a page loads eagerly (it is usually the largest paint). */
  eager?: boolean;
  width?: number;
}

/** A product picture from the image endpoint, or the 'No image available' placeholder. */
export function ProductImage({ image, alt, sizes, eager = false, width = 640 }: ProductImageProps) {
  const { t } = useTranslation('catalog');
  if (!image) {
    return (
      <div className="product-image product-image--missing" role="img" aria-label={t('noImage')}>
        <span>{t('noImage')}</span>
      </div>
    );
  }
  return (
    <img
      className="product-image"
      src={productImageUrl(image, { w: width, h: Math.round(width * 0.75), fit: 'contain' })}
      srcSet={productImageSrcSet(image)}
      sizes={sizes}
      width={width}
      height={Math.round(width * 0.75)}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
