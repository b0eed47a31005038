import type { Queryable } from '../../db/database.ts';
import type { CatalogueEntry } from './catalogue-file.ts';
import { type ProductForStaff, STAFF_COLUMNS, type StaffRow, toStaff } from './catalogue-edits.ts';

/** A product as it is now: as staff see it, and as the catalogue file carries it. */
export interface CurrentProduct {
  staff: ProductForStaff;
  entry: CatalogueEntry;
}

interface EntryRow extends StaffRow {
  manufacturer: string;
  condition: string;
  category: string;
  size_names: string[];
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

/** Every product (hidden ones too) in SKU order, as the catalogue file carries it and as staff see it. */
export async function currentProducts(db: Queryable): Promise<CurrentProduct[]> {
  const rows = await db.query<EntryRow>(
    `select ${STAFF_COLUMNS}, p.manufacturer, p.condition, c.url_path as category, p.sizes as size_names
     from catalog_products p join catalog_categories c on c.id = p.primary_category_id order by p.sku`,
  );
  return rows.map((row) => {
    const { manufacturer: _m, condition: _c, category: _category, size_names: _s, ...product } = row;
    const staff = toStaff(product);
    return { staff, entry: entryOf(staff, row) };
  });
}
