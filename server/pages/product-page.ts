import { bikePicture } from '../../domain/catalog/bike-views.ts';
import { colourImage } from '../../domain/catalog/image-url.ts';
import { queryOne } from '../db/database.ts';
import { cannotShipTo } from '../commerce/catalog/shipping-restrictions.ts';
import { attributeLabels } from '../commerce/catalog/attribute-labels.ts';
import { findBikeModel } from '../commerce/catalog/find-bike-model.ts';
import { findProduct } from '../commerce/catalog/find-product.ts';
import { photoAlt, productPhotos } from '../commerce/catalog/product-photos.ts';
import { catalogueLabels, geometryLabels, specificationRows } from '../commerce/catalog/catalogue-labels.ts';
import { productNameIn, textIn } from '../../domain/catalog/catalogue-texts.ts';
import { breadcrumbJsonLd } from './catalog-cards.ts';
import { productBreadcrumbs } from './catalog-breadcrumbs.ts';
import { productJsonLd, siteOrigin } from './product-json-ld.ts';
import { productReviewsSection, reviewsJsonLd } from './product-reviews-node.ts';
import type { Composer } from './types.ts';
import { node } from './node.ts';
import { ownerPath } from '../../domain/catalog/owner-path.ts';
import { financeCalculatorNode, financeFromNode } from '../commerce/finance/calculator-node.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

/** A child bike (/{product}-{model}-{tier}/) or a pac product page; the colour comes from ?colour=. */
export const composeProductPage: Composer = async (req) => {
  const sku = req.lookup?.target_id;
  const product = sku ? await findProduct(req.db, sku) : undefined;
  if (!product) return undefined;
  const locale = req.site.locale;
  const isBike = product.product_type === 'bundle';
  const path = `${req.site.prefix}/${product.url_key}/`;
  const name = productNameIn(product, locale);
  const [model, colourLabels, labels, breadcrumbs, customColour, photos, reviews] = await Promise.all([
    isBike && product.model_sku ? findBikeModel(req.db, product.model_sku) : undefined,
    attributeLabels(req.db, 'colour', locale),
    catalogueLabels(req.db, locale),
    productBreadcrumbs(req, product.primary_category_id),
    isBike
      ? queryOne<{ sku: string; price: number }>(req.db, `select sku, price from cart_options where sku like '%BBCOLOUR%' order by sku limit 1`)
      : undefined,
    productPhotos(req.db, product.sku),
    productReviewsSection(req, [product], name, path),
  ]);
  const requested = req.query.get('colour');
  const selected = product.colours.find((c) => c.code === requested) ?? product.colours[0];
  const imageFor = (code: string) => colourImage(product.image, code);
  const origin = siteOrigin(req);
  // Search engines and shares get the bike's own tier from the side.
  const selectedImage = bikePicture(selected ? imageFor(selected.code) : product.image, product.tier);
  const modelCrumb = model ? [{ label: model.name, href: `${req.site.prefix}/${model.url_key}/` }] : [];
  // A bike offers finance on its price as sold: the special price while it runs.
  const finance = isBike
    ? { from: [financeFromNode(product.final_price)], calculator: [financeCalculatorNode(product.final_price)] }
    : { from: undefined, calculator: [] };
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: isBike ? 'child-bike' : 'pac',
    layout: 'default',
    locale,
    meta: {
      title: name,
      description: `${textIn(product.subtitle, locale)}. ${textIn(product.description, locale)}`.slice(0, 300),
      canonical: `${path}${selected && selected.code !== product.colours[0]?.code ? `?colour=${selected.code}` : ''}`,
      ...(selectedImage ? { image: selectedImage } : {}),
      jsonLd: [
        productJsonLd(
          {
            name,
            sku: product.sku,
            brand: product.manufacturer,
            description: textIn(product.description, locale),
            image: selectedImage,
            price: product.price,
            specialPrice: product.special_price,
            currency: product.currency,
            inStock: product.stock_qty > 0,
            path,
          },
          origin,
          reviewsJsonLd(req, reviews),
        ),
        breadcrumbJsonLd([...breadcrumbs, ...modelCrumb, { label: name, href: path }], origin),
      ],
    },
    root: node('stack', 'product', { width: 'wide', gap: 'large' }, [
      node(
        'product-detail',
        'product-detail',
        {
          kind: isBike ? 'bike' : 'product',
          sku: product.sku,
          name,
          subtitle: textIn(product.subtitle, locale),
          description: textIn(product.description, locale),
          brand: product.manufacturer,
          ...(reviews.summary.count ? { rating: reviews.summary } : {}),
          category: textIn(product.top_category_name, locale),
          ...(model ? { modelSku: model.sku, model: { label: model.name, href: `${req.site.prefix}/${model.url_key}/` } } : {}),
          ...(product.tier ? { tier: product.tier } : {}),
          breadcrumbs: [...breadcrumbs, ...modelCrumb],
          price: product.price,
          specialPrice: product.special_price,
          currency: product.currency,
          stockQty: product.stock_qty,
          ...(cannotShipTo(product, req.location?.country?.code) ? { shippingRestricted: true } : {}),
          dispatchDate: product.dispatch_date,
          colours: product.colours.map((c) => ({ code: c.code, label: colourLabels.get(c.code) ?? c.code, hex: c.hex, image: imageFor(c.code) })),
          ...(photos.length ? { photos: photos.map((photo) => ({ image: photo.image, alt: photoAlt(photo, locale, name) })) } : {}),
          ...(selected ? { selectedColour: selected.code } : {}),
          sizes: product.sizes,
          ...(Object.keys(product.size_stock).length ? { sizeStock: product.size_stock } : {}),
          ...(isBike ? { geometry: product.geometry, geometryLabels: geometryLabels(product.geometry, labels) } : {}),
          specification: specificationRows(product, locale, labels),
          ...(model && product.condition === 'new'
            ? {
                otherTiers: model.tiers.map((tier) => ({
                  tier: tier.tier!,
                  href: `${req.site.prefix}/${tier.url_key}/`,
                  price: tier.final_price,
                  specialPrice: null,
                  current: tier.sku === product.sku,
                })),
              }
            : {}),
          ...(isBike ? { reviewHref: `${path}review/` } : {}),
          ...(model ? { ownerHref: `${req.site.prefix}${ownerPath(model.url_key)}` } : {}),
          ...(isBike && customColour ? { customColour: { ...customColour, originalHex: selected?.hex ?? product.colours[0]?.hex ?? '#1a1a1a' } } : {}),
        },
        finance.from,
      ),
      ...finance.calculator,
      reviews.node,
      node('recently-viewed', 'recently-viewed', { exclude: product.sku }),
    ]),
  };
};
