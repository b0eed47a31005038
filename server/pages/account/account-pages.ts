import { i18nFor } from '../../../domain/i18n/index.ts';
import type { PageNode } from '../../../schemas/generated/index.ts';
import type { ComposedPage, PageRequest } from '../types.ts';
import { findProduct } from '../../commerce/catalog/find-product.ts';
import { node } from '../node.ts';
import { PAGE_SCHEMA_VERSION } from '../../../schemas/page-version.ts';

export type AccountSection = 'profile' | 'newsletter' | 'orders' | 'shipping';

function accountPage(req: PageRequest, section: AccountSection, content: PageNode, title: string): ComposedPage {
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'account',
    layout: 'default',
    locale: req.site.locale,
    meta: { title, robots: 'noindex, nofollow' },
    root: node('account-layout', 'account', { section }, [content]),
  };
}

const t = (req: PageRequest) => i18nFor(req.site.locale).getFixedT(req.site.locale, 'account');

/** One account page: the account navigation around one section block. Personal data is fetched by the browser. */
export function accountSectionComposer(section: AccountSection) {
  return async (req: PageRequest): Promise<ComposedPage> =>
    accountPage(req, section, node(`account-${section}`, `account-${section}`, {}), t(req)(`nav.${section}`));
}

export async function composeOrderDetail(req: PageRequest, params: Record<string, string>): Promise<ComposedPage> {
  const orderNumber = params['orderNumber'] ?? '';
  return accountPage(
    req,
    'orders',
    node('account-order-detail', 'account-order-detail', { orderNumber }),
    t(req)('orderDetail.title', { number: orderNumber }),
  );
}

/** `/my-account/reviews/<sku>/`: a review of a product the customer bought; the form asks the API whether they may. 404 for a product not in the shop. */
export async function composeWriteReview(req: PageRequest, params: Record<string, string>): Promise<ComposedPage | undefined> {
  let sku: string;
  try {
    sku = decodeURIComponent(params['sku'] ?? '');
  } catch {
    return undefined;
  }
  const product = await findProduct(req.db, sku);
  if (!product) return undefined;
  const title = i18nFor(req.site.locale).getFixedT(req.site.locale, 'reviews', 'account')('writeReviewOf', { product: product.name });
  return accountPage(
    req,
    'orders',
    node('review-form', 'review-form', {
      sku: product.sku,
      productName: product.name,
      productPath: `${req.site.prefix}/${product.url_key}/`,
      image: product.image,
    }),
    title,
  );
}
