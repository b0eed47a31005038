import { useEffect } from 'react';
import type { ProductGridProps } from '../../../schemas/generated/index.ts';
import { pushImpressions } from '../../../renderer/kit/data-layer.ts';
import { ProductCard } from '../../catalog/ProductCard.tsx';
import type { BlockComponentProps } from '../../types.ts';

export function ProductGrid({ title, intro, products, listName, blockId }: BlockComponentProps<ProductGridProps>) {
  useEffect(() => {
    pushImpressions(products, listName, 1, products[0]?.currency ?? 'GBP');
  }, [products, listName]);
  return (
    <section className="product-grid-block" aria-labelledby={`${blockId}-title`}>
      <h2 id={`${blockId}-title`}>{title}</h2>
      {intro ? <p>{intro}</p> : null}
      <ul className="product-grid">
        {products.map((product, index) => (
          <li key={product.sku}>
            <ProductCard product={product} position={index + 1} />
          </li>
        ))}
      </ul>
    </section>
  );
}
