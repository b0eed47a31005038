import { textIn } from '../../../domain/catalog/catalogue-texts.ts';
import type { Language } from '../../../domain/i18n/index.ts';
import type { Queryable } from '../../db/database.ts';
import type { DataEnvironment, Localised } from './catalogue-records.ts';

export interface CategoryBreadcrumb {
  category_id: number;
  category_name: string;
  category_url_path: string;
  category_level: number;
}

export interface CategoryChild {
  id: number;
  name: string;
  url_path: string;
  product_count: number;
}

/** A category as `POST /nuxt/api/category/list` answers it (`categoryList[0]`). */
export interface CategoryView {
  id: number;
  uid: string;
  name: string;
  url_path: string;
  level: number;
  description: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  breadcrumbs: CategoryBreadcrumb[];
  children: CategoryChild[];
  product_count: number;
}

interface CategoryRow {
  id: number;
  url_path: string;
  level: number;
  name: Localised;
  description: Localised;
  meta_title: Localised;
  meta_description: Localised;
  meta_keywords: Localised;
  product_count: number;
}

const COLUMNS = `c.id, c.url_path, c.level, c.name, c.description, c.meta_title, c.meta_description, c.meta_keywords,
  (select count(*)::int from catalog_category_products cp where cp.category_id = c.id) as product_count`;

/**
 * The category at a url path (`bikes/road`) or with an id, with its breadcrumbs and children;
 * undefined when there is none in the data environment (a staging-only lister is not in production).
 */
export async function findCategory(
  db: Queryable,
  key: { urlPath: string } | { id: number },
  locale: Language,
  dataEnv: DataEnvironment,
): Promise<CategoryView | undefined> {
  const visible = `(not c.staging_only or $2 = 'staging')`;
  const [row] =
    'urlPath' in key
      ? await db.query<CategoryRow>(`select ${COLUMNS} from catalog_categories c where c.url_path = $1 and ${visible}`, [
          key.urlPath.replace(/^\/+|\/+$/g, ''),
          dataEnv,
        ])
      : await db.query<CategoryRow>(`select ${COLUMNS} from catalog_categories c where c.id = $1 and ${visible}`, [key.id, dataEnv]);
  if (!row) return undefined;
  const ancestors = row.url_path
    .split('/')
    .slice(0, -1)
    .map((_, index, parts) => parts.slice(0, index + 1).join('/'));
  const [parents, children] = await Promise.all([
    db.query<{ id: number; url_path: string; level: number; name: Localised }>(
      'select id, url_path, level, name from catalog_categories where url_path = any($1::text[]) order by level',
      [ancestors],
    ),
    db.query<{ id: number; url_path: string; name: Localised; product_count: number }>(
      `select c.id, c.url_path, c.name, (select count(*)::int from catalog_category_products cp where cp.category_id = c.id) as product_count
       from catalog_categories c where c.parent_id = $1 order by c.position`,
      [row.id],
    ),
  ]);
  return {
    id: row.id,
    uid: Buffer.from(String(row.id)).toString('base64'),
    name: textIn(row.name, locale),
    url_path: row.url_path,
    level: row.level,
    description: textIn({ en: row.description.en ?? '', de: row.description.de }, locale),
    meta_title: row.meta_title[locale] ?? row.name[locale],
    meta_description: row.meta_description[locale] ?? '',
    meta_keywords: row.meta_keywords[locale] ?? '',
    breadcrumbs: parents.map((p) => ({ category_id: p.id, category_name: textIn(p.name, locale), category_url_path: p.url_path, category_level: p.level })),
    children: children.map((c) => ({ id: c.id, name: textIn(c.name, locale), url_path: c.url_path, product_count: c.product_count })),
    product_count: row.product_count,
  };
}
