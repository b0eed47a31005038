import type { ProductCard as ProductCardData } from '../../schemas/generated/index.ts';
import { CardFinanceFrom } from './CardFinanceFrom.tsx';
import { Price } from './Price.tsx';
import { ProductImage } from './ProductImage.tsx';
import { type GridLayout, gridPictureSizes } from './grid-sizes.ts';
import { StarRating } from './StarRating.tsx';
import { useTranslation } from '../../renderer/kit/hooks/use-translation.ts';
import { useState } from 'react';
import { addToCart } from '../../renderer/kit/cart/cart-store.ts';
import { SmartLink } from '../../renderer/kit/components/smart-link.tsx';

interface ProductCardProps {
  product: ProductCardData;
  eager?: boolean;
  /** Position in the list from 1, for the data layer. */
  position?: number;
  onSelect?: () => void;
  /** The picture's `sizes`: by default, a product grid across the content column. */
  sizes?: string;
}

/** `.product-grid` (product-lister.css): two columns on phones, then as many of 220 px as fit. */
const GRID_LAYOUTS: GridLayout[] = [
  { from: 0, columns: 2, gap: 12 },
  { from: 600, columns: { min: 220 }, gap: 16 },
];
const CARD_SIZES = gridPictureSizes({ layouts: GRID_LAYOUTS });
/** The lister's grid, with its filters' 260 px column and the 24 px gap beside it from 900 px up. */
export const LISTER_CARD_SIZES = gridPictureSizes({ layouts: [...GRID_LAYOUTS, { from: 900, columns: { min: 220 }, gap: 16, aside: 284 }] });

/** One product in a grid: picture, name, subtitle, price with save label, 'From £x a month' where finance is offered, stock. */
export function ProductCard({ product, eager = false, position, onSelect, sizes = CARD_SIZES }: ProductCardProps) {
  const { t } = useTranslation('catalog');
  return (
    <article className="product-card" data-sku={product.sku} {...(position ? { 'data-position': position } : {})}>
      <SmartLink href={product.href} className="product-card__link" onClick={onSelect}>
        <ProductImage image={product.image} alt="" sizes={sizes} eager={eager} width={480} />
        <h3 className="product-card__name">{product.name}</h3>
      </SmartLink>
      {product.subtitle ? <p className="product-card__subtitle">{product.subtitle}</p> : null}
      {product.colours?.length ? (
        <ul className="product-card__colours" aria-hidden="true">
          {product.colours.map((hex) => (
            <li key={hex} style={{ background: hex }} />
          ))}
        </ul>
      ) : null}
      {product.rating ? <StarRating className="product-card__rating" average={product.rating.average} count={product.rating.count} /> : null}
      <Price price={product.price} specialPrice={product.specialPrice} currency={product.currency} />
      <CardFinanceFrom product={product} />
      {product.inStock ? null : <p className="product-card__stock">{t('soldOut')}</p>}
      {product.quickAdd ? <QuickAdd sku={product.sku} name={product.name} /> : null}
    </article>
  );
}

/** Adds a product that needs no choice in one tap; the basket opens to confirm it. */
function QuickAdd({ sku, name }: { sku: string; name: string }) {
  const { t } = useTranslation('catalog');
  const [adding, setAdding] = useState(false);
  const add = async () => {
    setAdding(true);
    await addToCart([{ sku, quantity: 1 }]);
    setAdding(false);
  };
  return (
    <button
      type="button"
      className="button button--secondary product-card__add"
      disabled={adding}
      aria-label={t('addNamed', { name })}
      onClick={() => void add()}
    >
      {adding ? t('adding') : t('addToCart')}
    </button>
  );
}
