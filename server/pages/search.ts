import { hasSelection } from '../../domain/catalog/lister-url.ts';
import { listProducts } from '../commerce/catalog/list-products.ts';
import { DEFAULT_PRICE_RANGE, type UrlSort } from '../commerce/catalog/lister-selection.ts';
import { type SearchPlan, searchWithRepair } from '../commerce/catalog/search-plan.ts';
import { searchTerms } from '../commerce/catalog/search-terms.ts';
import type { PageNode } from '../../schemas/generated/index.ts';
import { toProductCard } from './catalog-cards.ts';
import { listerStateOf, selectionFromUrl } from './lister-selection-from-url.ts';
import type { ComposedPage, PageRequest } from './types.ts';
import { node } from './node.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';

export const SEARCH_SORTS: UrlSort[] = ['relevance', 'price_asc', 'price_desc', 'newest', 'name_asc'];

/**
 * /search/?q=: full-text search over name, subtitle, category and specification in the page's language,
 * with the lister's filters and sorts. When nothing matched as typed, compounds and misspelt words are
 * repaired and a corrected search is offered as "did you mean" (its results shown).
 */
export async function composeSearch(req: PageRequest): Promise<ComposedPage> {
  const locale = req.site.locale;
  const state = await listerStateOf(req);
  const query = (req.query.get('q') ?? '').slice(0, 300);
  const action = `${req.site.prefix}/search/`;
  const terms = searchTerms(query);
  const children: PageNode[] = [];
  let outcome: 'results' | 'no-results' | 'too-short' | 'too-long' = terms.ok ? 'results' : terms.problem;
  let didYouMean: { query: string; href: string } | undefined;
  if (terms.ok) {
    const select = (plan: SearchPlan) => selectionFromUrl({ kind: 'search', plan }, state, SEARCH_SORTS);
    const { plan, outcome: page } = await searchWithRepair(
      req.db,
      terms.terms,
      locale,
      (plan) => listProducts(req.db, select(plan), locale),
      // A search narrowed by filters is left as typed: its words found something before the filters.
      (page) => page.totalCount === 0 && !hasSelection(state),
    );
    const selection = select(plan);
    if (plan.corrected && page.totalCount > 0) didYouMean = { query: plan.corrected, href: `${action}?q=${encodeURIComponent(plan.corrected)}` };
    const facets = page.aggregations;
    if (page.totalCount === 0 && Object.keys(selection.filters).length === 0 && !selection.price) outcome = 'no-results';
    else {
      children.push(
        node('product-lister', 'search-lister', {
          path: action,
          listName: 'Search results',
          state: { ...state, q: query },
          totalCount: page.totalCount,
          products: page.rows.map((row) => toProductCard(row, req, selection.filters.colour)),
          facets: facets.map((f) => ({ code: f.attribute_code, options: f.options })),
          priceRange: selection.price ?? { ...DEFAULT_PRICE_RANGE },
          sorts: SEARCH_SORTS,
          emptyText: 'search',
        }),
      );
    }
  }
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'search',
    layout: 'default',
    locale,
    meta: { title: locale === 'de' ? 'Suche' : 'Search', robots: 'noindex, follow', canonical: action },
    root: node('stack', 'search', { width: 'wide', gap: 'medium' }, [
      node('search-form', 'search-form', { action, query, outcome, ...(didYouMean ? { didYouMean } : {}) }),
      ...children,
      node('recently-viewed', 'recently-viewed', {}),
    ]),
  };
}
