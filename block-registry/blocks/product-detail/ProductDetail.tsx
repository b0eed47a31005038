import { RatingLink } from '../../catalog/StarRating.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { ProductDetailProps } from '../../../schemas/generated/index.ts';
import { Breadcrumbs } from '../shared/Breadcrumbs.tsx';
import { analyticsProduct, pushDataLayer } from '../../../renderer/kit/data-layer.ts';
import { DutiesNote, Price } from '../../catalog/Price.tsx';
import { rememberViewed } from '../../catalog/recently-viewed.ts';
import type { BlockComponentProps } from '../../types.ts';
import { AddToCart } from './AddToCart.tsx';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import { type Paint, paintOptions } from '../../../domain/catalog/paint.ts';
import { ColourEditor } from './ColourEditor.tsx';
import { ColourPicker } from './ColourPicker.tsx';
import { Gallery } from '../../catalog/Gallery.tsx';
import { bikePicture } from '../../../domain/catalog/bike-views.ts';
import { SizePicker } from './SizePicker.tsx';
import { SpecTable } from './SpecTable.tsx';
import { StockAlert } from './StockAlert.tsx';
import { StockStatus } from './StockStatus.tsx';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';

/** A child bike or pac product: pictures, choices (colour, size), price, stock and the basket button. */
export function ProductDetail(props: BlockComponentProps<ProductDetailProps>) {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation();
  const { t: tOwner } = useTranslation('owner');
  const colour = props.colours.find((c) => c.code === props.selectedColour) ?? props.colours[0];
  const [size, setSize] = useState<string | undefined>(props.sizes.length === 1 ? props.sizes[0] : undefined);
  // Products stocked per size show the chosen size's stock; before a size is chosen, the product's.
  const stockQty = size !== undefined && props.sizeStock?.[size] !== undefined ? props.sizeStock[size] : props.stockQty;
  // Sizes to wait for: the sold-out ones, or every size once the product is sold out.
  const soldOutSizes = props.sizes.length > 1 ? props.sizes.filter((s) => props.stockQty === 0 || props.sizeStock?.[s] === 0) : [];
  const [paint, setPaint] = useState<Paint | null>(null);
  const money = useMoney().listPrice;
  const colourItem =
    paint && props.customColour ? [{ sku: props.customColour.sku, quantity: 1, parent_sku: props.sku, entered_options: paintOptions(paint) }] : [];
  useProductView(props, bikePicture(colour?.image ?? null, props.tier));
  return (
    <article className="product-detail" data-sku={props.sku}>
      <Breadcrumbs items={props.breadcrumbs} label={tCommon('breadcrumbs')} current={props.name} />
      <div className="product-detail__layout">
        <Gallery name={props.name} image={colour?.image ?? null} tier={props.tier} photos={props.photos} />
        <div className="product-detail__buy">
          {props.model ? (
            <p className="eyebrow">
              <SmartLink href={props.model.href}>{t('parentBike', { name: props.model.label })}</SmartLink>
            </p>
          ) : (
            <p className="eyebrow">{props.brand}</p>
          )}
          <h1 className="product-detail__name">{props.name}</h1>
          {props.rating ? <RatingLink rating={props.rating} /> : null}
          {props.subtitle ? <p className="product-detail__subtitle">{props.subtitle}</p> : null}
          <Price price={props.price} specialPrice={props.specialPrice} currency={props.currency} />
          <DutiesNote />
          {props.children ? (
            <div className="product-detail__finance" data-slot="finance">
              {props.children}
            </div>
          ) : null}
          {props.otherTiers?.length ? <TierLinks tiers={props.otherTiers} colour={colour?.code} currency={props.currency} /> : null}
          {props.colours.length ? <ColourPicker colours={props.colours} selected={colour?.code} /> : null}
          {props.sizes.length ? (
            <SizePicker
              sizes={props.sizes}
              sizeStock={props.sizeStock}
              selected={size}
              onSelect={setSize}
              geometry={props.geometry}
              geometryLabels={props.geometryLabels}
              kind={props.kind}
            />
          ) : null}
          {props.customColour ? <ColourEditor option={props.customColour} paint={paint} onChange={setPaint} bikeName={props.name} /> : null}
          {paint && props.customColour ? (
            <p className="product-detail__with-colour" aria-live="polite">
              {t('colourEditor.withColour', { price: money((props.specialPrice ?? props.price) + props.customColour.price, props.currency) })}
            </p>
          ) : null}
          <StockStatus stockQty={stockQty} dispatchDate={props.dispatchDate} />
          {props.shippingRestricted ? (
            <p className="product-detail__restricted" role="note">
              {t('shippingRestricted')}
            </p>
          ) : null}
          <AddToCart
            sku={props.sku}
            {...(props.modelSku ? { parentSku: props.modelSku } : {})}
            size={size}
            needsSize={props.sizes.length > 1}
            colour={colour?.code}
            soldOut={stockQty === 0}
            unavailable={props.shippingRestricted === true}
            extraItems={colourItem}
            {...(props.reviewHref ? { reviewHref: props.reviewHref } : {})}
            name={props.name}
            price={money((props.specialPrice ?? props.price) + (paint && props.customColour ? props.customColour.price : 0), props.currency)}
          />
          {soldOutSizes.length || props.stockQty === 0 ? <StockAlert sku={props.sku} soldOutSizes={soldOutSizes} /> : null}
          {props.description ? <p className="product-detail__description">{props.description}</p> : null}
          {props.ownerHref ? (
            <p className="product-detail__owner">
              <SmartLink href={props.ownerHref}>{tOwner('link')}</SmartLink>
            </p>
          ) : null}
        </div>
      </div>
      <SpecTable rows={props.specification} />
    </article>
  );
}

function TierLinks({ tiers, colour, currency }: { tiers: NonNullable<ProductDetailProps['otherTiers']>; colour: string | undefined; currency: string }) {
  const { t } = useTranslation('catalog');
  return (
    <nav className="tier-links" aria-label={t('compareTiers')}>
      <ul>
        {tiers.map((tier) => (
          <li key={tier.tier}>
            <SmartLink
              href={`${tier.href}${colour ? `?colour=${colour}` : ''}`}
              aria-current={tier.current ? 'page' : undefined}
              className={tier.current ? 'is-current' : ''}
            >
              <span>{t(`tiers.${tier.tier}`)}</span>
              <Price price={tier.price} specialPrice={null} currency={currency} />
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Product page analytics and the recently viewed list, once per product and colour. */
function useProductView(props: ProductDetailProps, image: string | null) {
  const { sku, name, brand, category, price, specialPrice, tier, kind, subtitle, currency, stockQty } = props;
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    const product = { sku, name, brand, category, price, specialPrice, ...(tier ? { tier } : {}) };
    pushDataLayer({
      event: kind === 'bike' ? 'bikeProductView' : 'productView',
      ecommerce: { currencyCode: currency, detail: { products: [analyticsProduct(product)] } },
    });
    const href = window.location.pathname + window.location.search;
    rememberViewed({ ...product, href, image, currency, kind, inStock: stockQty > 0, ...(subtitle ? { subtitle } : {}) }, language);
  }, [sku, name, brand, category, price, specialPrice, tier, kind, subtitle, currency, stockQty, image, language]);
}
