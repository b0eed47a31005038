import { findCategory } from '../commerce/catalog/find-category.ts';
import { listProducts } from '../commerce/catalog/list-products.ts';
import { DEFAULT_PRICE_RANGE, type UrlSort } from '../commerce/catalog/lister-selection.ts';
import { breadcrumbJsonLd, toProductCard } from './catalog-cards.ts';
import { homeCrumb } from './catalog-breadcrumbs.ts';
import { listerStateOf, selectionFromUrl } from './lister-selection-from-url.ts';
import { siteOrigin } from './product-json-ld.ts';
import type { Composer } from './types.ts';
import { node } from './node.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

export const CATEGORY_SORTS: UrlSort[] = ['position', 'price_asc', 'price_desc', 'newest', 'name_asc'];

/** A category lister (page type category): filters and sort from the query string, first page 24, load more +12. */
export const composeCategory: Composer = async (req) => {
  const categoryId = Number(req.lookup?.target_id);
  const locale = req.site.locale;
  const category = Number.isInteger(categoryId) ? await findCategory(req.db, { id: categoryId }, locale, req.site.dataEnv) : undefined;
  if (!category) return undefined;
  const state = await listerStateOf(req);
  const { q: _q, ...listerState } = state;
  const selection = selectionFromUrl({ kind: 'category', categoryId }, listerState, CATEGORY_SORTS);
  const page = await listProducts(req.db, selection, locale);
  const facets = page.aggregations;
  const path = `${req.site.prefix}/${category.url_path}/`;
  const breadcrumbs = [homeCrumb(req), ...category.breadcrumbs.map((b) => ({ label: b.category_name, href: `${req.site.prefix}/${b.category_url_path}/` }))];
  const filtered = Object.keys(selection.filters).length > 0 || selection.price !== undefined;
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'category',
    layout: 'default',
    locale,
    meta: {
      title: category.meta_title,
      description: category.meta_description,
      keywords: category.meta_keywords,
      canonical: path,
      ...(filtered ? { robots: 'noindex, follow' } : {}),
      jsonLd: [breadcrumbJsonLd([...breadcrumbs, { label: category.name, href: path }], siteOrigin(req))],
    },
    root: node('stack', 'category', { width: 'wide', gap: 'medium' }, [
      node('category-header', 'category-header', {
        title: category.name,
        intro: category.description,
        breadcrumbs,
        subcategories: category.children.map((c) => ({ label: c.name, href: `${req.site.prefix}/${c.url_path}/`, count: c.product_count })),
      }),
      node('product-lister', 'category-lister', {
        path,
        listName: category.name,
        state: listerState,
        totalCount: page.totalCount,
        products: page.rows.map((row) => toProductCard(row, req, selection.filters.colour)),
        facets: facets.map((f) => ({ code: f.attribute_code, options: f.options })),
        priceRange: selection.price ?? { ...DEFAULT_PRICE_RANGE },
        sorts: CATEGORY_SORTS,
        emptyText: filtered ? 'filters' : 'category',
      }),
      node('recently-viewed', 'recently-viewed', {}),
    ]),
  };
};
