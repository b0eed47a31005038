import { RatingLink } from '../../catalog/StarRating.tsx';
import { useEffect } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { BikeModelProps } from '../../../schemas/generated/index.ts';
import { analyticsProduct, pushDataLayer } from '../../../renderer/kit/data-layer.ts';
import { DutiesNote, Price } from '../../catalog/Price.tsx';
import { Gallery } from '../../catalog/Gallery.tsx';
import { ProductImage } from '../../catalog/ProductImage.tsx';
import { gridPictureSizes } from '../../catalog/grid-sizes.ts';
import type { BlockComponentProps } from '../../types.ts';
import { Breadcrumbs } from '../shared/Breadcrumbs.tsx';
import { TierComparison } from './TierComparison.tsx';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';

/** `.bike-model__tiers` (bike-model.css): a card per tier, as many of 220 px as fit, 24 px padding and a 1 px border inside. */
const tierPictureSizes = (count: number) => gridPictureSizes({ layouts: [{ from: 0, columns: { min: 220 }, gap: 16 }], most: count, inset: 50 });

/** `.bike-model__header` (bike-model.css): the gallery is the whole column, then from 900 px the second of `1fr 1.2fr` with a 32 px gap. */
const HEADER_GALLERY_SIZES = gridPictureSizes({
  layouts: [
    { from: 0, columns: 1, gap: 0 },
    { from: 900, columns: 2, gap: 32, share: 1.2 / 2.2 },
  ],
});

/** A parent bike: its tiers side by side, the comparison table, colours, from-price and the finance slot (child nodes). */
export function BikeModel({
  sku,
  name,
  subtitle,
  description,
  breadcrumbs,
  colours,
  fromPrice,
  currency,
  tiers,
  ownerHref,
  rating,
  children,
}: BlockComponentProps<BikeModelProps>) {
  const { t } = useTranslation('catalog');
  const { t: tOwner } = useTranslation('owner');
  const { t: tCommon } = useTranslation();
  const tierSizes = tierPictureSizes(tiers.length);
  useEffect(() => {
    pushDataLayer({
      event: 'bikeModelView',
      ecommerce: {
        currencyCode: currency,
        detail: {
          products: tiers.map((tier, index) =>
            analyticsProduct(
              {
                sku: `${sku}-${tier.tier.toUpperCase()}`,
                name: tier.name,
                brand: 'Northvale',
                category: 'Bikes',
                price: tier.price,
                specialPrice: tier.specialPrice,
                tier: tier.tier,
              },
              index + 1,
            ),
          ),
        },
      },
    });
  }, [sku, tiers, currency]);
  return (
    <article className="bike-model">
      <Breadcrumbs items={breadcrumbs} label={tCommon('breadcrumbs')} current={name} />
      <header className="bike-model__header">
        <div>
          <h1 className="bike-model__name">{name}</h1>
          {rating ? <RatingLink rating={rating} /> : null}
          {subtitle ? <p className="bike-model__subtitle">{subtitle}</p> : null}
          <Price price={fromPrice} specialPrice={null} currency={currency} from />
          <DutiesNote />
          <div className="bike-model__finance" data-slot="finance">
            {children}
          </div>
          {description ? <p className="bike-model__description">{description}</p> : null}
          {ownerHref ? (
            <p className="bike-model__owner">
              <SmartLink href={ownerHref}>{tOwner('link')}</SmartLink>
            </p>
          ) : null}
          {colours.length ? (
            <div className="bike-model__colours">
              <p>{t('coloursAvailable')}</p>
              <ul>
                {colours.map((colour) => (
                  <li key={colour.code}>
                    <span className="colour-swatch__dot" style={{ background: colour.hex }} aria-hidden="true" />
                    {colour.label}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <Gallery name={tiers[0]?.name ?? name} image={tiers[0]?.image ?? null} tier={tiers[0]?.tier} sizes={HEADER_GALLERY_SIZES} />
      </header>
      <ul className="bike-model__tiers">
        {tiers.map((tier) => (
          <li key={tier.tier} className="tier-card" data-tier={tier.tier}>
            <ProductImage image={tier.image} alt="" sizes={tierSizes} width={320} />
            <p className="eyebrow">{t(`tiers.${tier.tier}`)}</p>
            <h2 className="tier-card__name">{tier.name}</h2>
            <Price price={tier.price} specialPrice={tier.specialPrice} currency={currency} />
            <p className={tier.inStock ? 'tier-card__stock' : 'tier-card__stock tier-card__stock--out'}>{tier.inStock ? t('inStock') : t('soldOut')}</p>
            <ul className="tier-card__highlights">
              {tier.specification
                .filter((row) => row.key === 'groupset' || row.key === 'wheels' || row.key === 'weight')
                .map((row) => (
                  <li key={row.key}>{row.value}</li>
                ))}
            </ul>
            <SmartLink className="button button--primary" href={tier.href}>
              {t('chooseTier', { tier: t(`tiers.${tier.tier}`) })}
              <span className="visually-hidden"> ({tier.name})</span>
            </SmartLink>
          </li>
        ))}
      </ul>
      <TierComparison tiers={tiers} />
    </article>
  );
}
