import { CATALOGUE_COLUMNS, type CatalogueColumn, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../../commerce/catalog/catalogue-file.ts';
import { node } from '../node.ts';
import type { ComposedPage, PageRequest } from '../types.ts';
import { backOfficePage } from './back-office.ts';

/** What each column of the catalogue file holds, as the import page explains it. */
const COLUMN_MEANINGS: Record<CatalogueColumn, string> = {
  sku: "The product's SKU. Rows are matched to products by it; a SKU the shop does not have yet adds a part or accessory.",
  type: "bike or part. A bike's type, bike model and tier stay as they are.",
  name: 'The name the shop shows.',
  model_sku: "A bike's model, like ENDURANCE-SL; empty for parts.",
  tier: "A bike's tier: base, sport, enthusiast, pro or hero; empty for parts.",
  category: "The product's own category, by its address, like bikes/road or accessories/tools.",
  manufacturer: 'Who makes it.',
  condition: 'new, ex-demo or b-grade.',
  price: 'In pounds, like 1299.99.',
  special_price: 'In pounds, below the price; empty for none.',
  special_from: 'When the special price starts: a date like 2026-12-01 or a moment; empty to start now.',
  special_to: 'When it ends; empty to run until removed.',
  stock: 'How many are in stock. For a product in several sizes, the sum of the sizes (or empty).',
  sizes: 'Each size with its stock, like xs:0|s:2|m:4. A product in one size names it alone, like m, and keeps its stock in stock.',
  dispatch_days: 'Working days from an order until it leaves the warehouse.',
  visible: 'yes (shown in the shop) or no (hidden).',
};

/** `/studio/catalogue/import/`: upload a catalogue file, see the dry run's bad rows, import the good ones with progress; the exports (merchandisers and admins). */
export async function composeStudioCatalogueImport(req: PageRequest): Promise<ComposedPage | undefined> {
  return backOfficePage(
    req,
    'catalogue',
    'Import and export',
    [
      node('catalogue-import', 'catalogue-import', {
        checkEndpoint: '/studio/api/catalogue/imports/check',
        importEndpoint: '/studio/api/catalogue/imports',
        columns: [
          ...CATALOGUE_COLUMNS.map((name) => ({ name, meaning: COLUMN_MEANINGS[name] })),
          {
            name: '(limits)',
            meaning: `At most ${MAX_IMPORT_ROWS.toLocaleString('en-GB')} rows and ${MAX_IMPORT_BYTES / 1024 / 1024} MB a file. A file may leave columns out (only sku is needed): those stay as they are.`,
          },
        ],
        exports: [
          { label: 'Export CSV', href: '/studio/api/catalogue/export.csv' },
          { label: 'Export JSON', href: '/studio/api/catalogue/export.json' },
        ],
        catalogueHref: '/studio/catalogue/',
      }),
    ],
    { label: 'Catalogue', href: '/studio/catalogue/' },
  );
}
