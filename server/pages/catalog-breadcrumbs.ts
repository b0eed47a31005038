import { findCategory } from '../commerce/catalog/find-category.ts';
import type { PageRequest } from './types.ts';

export interface Crumb {
  label: string;
  href: string;
}

export function homeCrumb(req: Pick<PageRequest, 'site'>): Crumb {
  return { label: req.site.locale === 'de' ? 'Startseite' : 'Home', href: req.site.prefix ? `${req.site.prefix}/` : '/' };
}

/** Home, then every category down to (and including) the product's own category. */
export async function productBreadcrumbs(req: PageRequest, categoryId: number): Promise<Crumb[]> {
  const category = await findCategory(req.db, { id: categoryId }, req.site.locale, req.site.dataEnv);
  if (!category) return [homeCrumb(req)];
  return [
    homeCrumb(req),
    ...category.breadcrumbs.map((b) => ({ label: b.category_name, href: `${req.site.prefix}/${b.category_url_path}/` })),
    { label: category.name, href: `${req.site.prefix}/${category.url_path}/` },
  ];
}
