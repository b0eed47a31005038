import { bikePicture } from '../../domain/catalog/bike-views.ts';
import { colourImage } from '../../domain/catalog/image-url.ts';
import { attributeLabels } from '../commerce/catalog/attribute-labels.ts';
import { findBikeModel } from '../commerce/catalog/find-bike-model.ts';
import { decimalAmount } from '../../domain/money.ts';
import { catalogueLabels, specificationRows } from '../commerce/catalog/catalogue-labels.ts';
import { productNameIn, textIn } from '../../domain/catalog/catalogue-texts.ts';
import { productBreadcrumbs } from './catalog-breadcrumbs.ts';
import { breadcrumbJsonLd } from './catalog-cards.ts';
import { siteOrigin } from './product-json-ld.ts';
import { productReviewsSection, reviewsJsonLd } from './product-reviews-node.ts';
import type { Composer } from './types.ts';
import { node } from './node.ts';
import { ownerPath } from '../../domain/catalog/owner-path.ts';
import { financeCalculatorNode, financeFromNode } from '../commerce/finance/calculator-node.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

/** A parent bike (/{product}-{model}/): every tier side by side, compared row by row. */
export const composeParentBike: Composer = async (req) => {
  const sku = req.lookup?.target_id;
  const model = sku ? await findBikeModel(req.db, sku) : undefined;
  if (!model?.tiers.length) return undefined;
  const locale = req.site.locale;
  const first = model.tiers[0]!;
  const path = `${req.site.prefix}/${model.url_key}/`;
  const [colourLabels, labels, breadcrumbs, reviews] = await Promise.all([
    attributeLabels(req.db, 'colour', locale),
    catalogueLabels(req.db, locale),
    productBreadcrumbs(req, first.primary_category_id),
    productReviewsSection(req, model.tiers, model.name, path, { nameTier: true }),
  ]);
  const origin = siteOrigin(req);
  const fromPrice = Math.min(...model.tiers.map((tier) => tier.final_price));
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'parent-bike',
    layout: 'default',
    locale,
    meta: {
      title: model.name,
      description: `${textIn(model.subtitle, locale)}. ${textIn(model.description, locale)}`.slice(0, 300),
      canonical: path,
      ...(first.image ? { image: first.image } : {}),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ProductGroup',
          name: model.name,
          productGroupID: model.sku,
          brand: { '@type': 'Brand', name: 'Northvale' },
          description: textIn(model.description, locale),
          hasVariant: model.tiers.map((tier) => ({
            '@type': 'Product',
            name: productNameIn(tier, locale),
            sku: tier.sku,
            offers: {
              '@type': 'Offer',
              price: decimalAmount(tier.final_price, tier.currency),
              priceCurrency: tier.currency,
              availability: tier.stock_qty > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              url: `${origin}${req.site.prefix}/${tier.url_key}/`,
            },
          })),
          ...reviewsJsonLd(req, reviews),
        },
        breadcrumbJsonLd([...breadcrumbs, { label: model.name, href: path }], origin),
      ],
    },
    root: node('stack', 'bike-model-page', { width: 'wide', gap: 'large' }, [
      node(
        'bike-model',
        'bike-model',
        {
          sku: model.sku,
          name: model.name,
          subtitle: textIn(model.subtitle, locale),
          description: textIn(model.description, locale),
          breadcrumbs,
          colours: first.colours.map((c) => ({ code: c.code, label: colourLabels.get(c.code) ?? c.code, hex: c.hex, image: colourImage(first.image, c.code) })),
          fromPrice,
          ownerHref: `${req.site.prefix}${ownerPath(model.url_key)}`,
          ...(reviews.summary.count ? { rating: reviews.summary } : {}),
          currency: first.currency,
          tiers: model.tiers.map((tier) => ({
            tier: tier.tier!,
            name: productNameIn(tier, locale),
            href: `${req.site.prefix}/${tier.url_key}/`,
            price: tier.price,
            specialPrice: tier.special_price,
            inStock: tier.stock_qty > 0,
            image: bikePicture(tier.image, tier.tier),
            specification: specificationRows(tier, locale, labels),
          })),
        },
        [financeFromNode(fromPrice)],
      ),
      financeCalculatorNode(fromPrice),
      reviews.node,
    ]),
  };
};
