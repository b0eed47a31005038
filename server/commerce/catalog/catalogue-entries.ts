import type { Queryable } from '../../db/database.ts';
import { GIVEN_FILTERS, type ProductContent } from './catalogue-document.ts';
import type { CatalogueEntry } from './catalogue-file.ts';
import { type ProductForStaff, STAFF_COLUMNS, type StaffRow, toStaff } from './catalogue-edits.ts';

/** A product as it is now: as staff see it, and as the catalogue file carries it (its columns, and its page content). */
export interface CurrentProduct {
  staff: ProductForStaff;
  entry: CatalogueEntry;
  content: Required<ProductContent>;
}

interface EntryRow extends StaffRow {
  manufacturer: string;
  condition: string;
  category: string;
  size_names: string[];
  subtitle: Required<ProductContent>['subtitle'];
  description: Required<ProductContent>['description'];
  discipline: string | null;
  image: string | null;
  colours: Required<ProductContent>['colours'];
  specification: Record<string, string>;
  translations: Required<ProductContent>['translations'];
  geometry: Record<string, Record<string, number>>;
  facet_values: string[];
  search_text: string;
  age_days: number;
}

/** The filter values a product names itself, from its `attribute:value` list. */
function givenFilters(facetValues: string[]): Required<ProductContent>['filters'] {
  const filters: Record<string, string[]> = {};
  for (const attribute of GIVEN_FILTERS) {
    const values = facetValues.filter((v) => v.startsWith(`${attribute}:`)).map((v) => v.slice(attribute.length + 1));
    if (values.length) filters[attribute] = values;
  }
  return filters;
}

function contentOf(row: EntryRow): Required<ProductContent> {
  return {
    url_key: row.url_key,
    subtitle: row.subtitle,
    description: row.description,
    discipline: row.discipline,
    image: row.image,
    colours: row.colours,
    specification: row.specification,
    translations: row.translations,
    geometry: row.geometry,
    filters: givenFilters(row.facet_values),
    search_text: row.search_text,
    age_days: row.age_days,
  };
}

function entryOf(staff: ProductForStaff, row: EntryRow): CatalogueEntry {
  // A product in one size keeps its stock on the product; the file still names the size.
  const sizes = staff.sizes.length
    ? staff.sizes.map((s) => ({ size: s.size, stock: s.stock_qty }))
    : row.size_names.map((size) => ({ size, stock: staff.stock_qty }));
  return {
    sku: staff.sku,
    type: staff.product_type === 'bundle' ? 'bike' : 'part',
    name: staff.name,
    model_sku: staff.model_sku,
    tier: staff.tier,
    category: row.category,
    manufacturer: row.manufacturer,
    condition: row.condition,
    price: staff.price,
    offer: staff.offer,
    stock: staff.stock_qty,
    sizes,
    dispatch_days: staff.dispatch_days,
    visible: staff.visible,
  };
}

/** Every product (hidden ones too) in the catalogue's order (the order they were added in), as the catalogue file carries it and as staff see it. */
export async function currentProducts(db: Queryable): Promise<CurrentProduct[]> {
  const rows = await db.query<EntryRow>(
    `select ${STAFF_COLUMNS}, p.manufacturer, p.condition, c.url_path as category, p.sizes as size_names, p.subtitle, p.description, p.discipline,
       p.image, p.colours, p.specification, p.translations, p.geometry, p.facet_values, p.search_text,
       floor(extract(epoch from now() - p.created_at) / 86400)::integer as age_days
     from catalog_products p join catalog_categories c on c.id = p.primary_category_id order by p.id`,
  );
  return rows.map((row) => {
    const {
      manufacturer,
      condition,
      category,
      size_names,
      subtitle,
      description,
      discipline,
      image,
      colours,
      specification,
      translations,
      geometry,
      facet_values,
      search_text,
      age_days,
      ...product
    } = row;
    const staff = toStaff(product);
    return { staff, entry: entryOf(staff, row), content: contentOf(row) };
  });
}
