import { type CategoryForStaff, categoriesForStaff, categoryForStaff } from '../../commerce/catalog/category-edits.ts';
import type { ActionBarProps } from '../../../schemas/generated/index.ts';
import { node } from '../node.ts';
import type { ComposedPage, PageRequest } from '../types.ts';
import { backOfficePage } from './back-office.ts';

const LANGUAGES = { en: 'English', de: 'German' } as const;
const shown = (text: string | undefined) => text || '—';

/** `/studio/catalogue/categories/`: every category in tree order, each linking to its copy (merchandisers and admins). */
export async function composeStudioCategories(req: PageRequest): Promise<ComposedPage | undefined> {
  const categories = await categoriesForStaff(req.db);
  return backOfficePage(
    req,
    'catalogue',
    'Categories',
    [
      node('data-table', 'categories-table', {
        caption: 'Categories',
        path: '/studio/catalogue/categories/',
        query: {},
        columns: [
          { key: 'path', label: 'Address' },
          { key: 'name', label: 'Name (English)' },
          { key: 'nameDe', label: 'Name (German)' },
          { key: 'products', label: 'Products' },
        ],
        rows: categories.map((category) => ({
          id: String(category.id),
          cells: {
            path: { text: `/${category.url_path}/`, href: `/studio/catalogue/categories/${category.id}/` },
            name: { text: category.name.en },
            nameDe: { text: category.name.de },
            products: { text: String(category.product_count) },
          },
        })),
        page: 1,
        pageSize: Math.max(categories.length, 1),
        total: categories.length,
        emptyText: 'There are no categories.',
      }),
    ],
    { label: 'Catalogue', href: '/studio/catalogue/' },
  );
}

function copyAction(category: CategoryForStaff, language: keyof typeof LANGUAGES): ActionBarProps['actions'][number] {
  const suffix = language === 'en' ? 'En' : 'De';
  return {
    id: `copy-${language}`,
    label: `Edit ${LANGUAGES[language]} copy`,
    endpoint: `/studio/api/catalogue/categories/${category.id}`,
    method: 'PATCH',
    tone: language === 'en' ? 'primary' : 'secondary',
    confirm: {
      title: `${LANGUAGES[language]} copy of /${category.url_path}/`,
      message: 'The lister shows the new heading and intro at once. Leave a field as it is to keep it.',
      confirmLabel: 'Save copy',
    },
    fields: [
      { name: `name${suffix}`, label: 'Heading (the category name)', kind: 'text', required: true, value: category.name[language] },
      { name: `intro${suffix}`, label: 'Intro under the heading', kind: 'textarea', value: category.description[language] ?? '' },
      { name: `metaTitle${suffix}`, label: 'Page title', kind: 'text', value: category.meta_title[language] ?? '', hint: 'Empty: the heading' },
      { name: `metaDescription${suffix}`, label: 'Search-engine description', kind: 'textarea', value: category.meta_description[language] ?? '' },
    ],
  };
}

/** `/studio/catalogue/categories/<id>/`: a category's heading, intro, page title and description in both languages, and the actions that change them. */
export async function composeStudioCategory(req: PageRequest, params: Record<string, string>): Promise<ComposedPage | undefined> {
  const category = await categoryForStaff(req.db, Number(params['id']));
  if (!category) return undefined;
  const shopPath = `/${category.url_path}/`;
  return backOfficePage(
    req,
    'catalogue',
    category.name.en,
    [
      node('detail-panel', 'category-panel', {
        sections: [
          {
            heading: 'Category',
            fields: [
              { label: 'Lister', value: shopPath, href: shopPath },
              { label: 'Products', value: String(category.product_count) },
              ...(category.staging_only ? [{ label: 'Shown', value: 'On the staging site only', tone: 'warning' as const }] : []),
            ],
          },
          ...(['en', 'de'] as const).map((language) => ({
            heading: `${LANGUAGES[language]} copy`,
            fields: [
              { label: 'Heading', value: category.name[language] },
              { label: 'Intro', value: shown(category.description[language]) },
              { label: 'Page title', value: shown(category.meta_title[language]) },
              { label: 'Search-engine description', value: shown(category.meta_description[language]) },
            ],
          })),
        ],
      }),
      node('action-bar', 'category-actions', { label: 'Category actions', actions: [copyAction(category, 'en'), copyAction(category, 'de')] }),
    ],
    { label: 'Categories', href: '/studio/catalogue/categories/' },
  );
}
