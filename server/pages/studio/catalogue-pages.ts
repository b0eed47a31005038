import { formatPounds } from '../../../domain/money.ts';
import { type ProductForStaff, productForStaff, productSearchOf, searchProductsForStaff } from '../../commerce/catalog/catalogue-edits.ts';
import { MAX_PHOTOS_PER_PRODUCT, productPhotos } from '../../commerce/catalog/product-photos.ts';
import { node } from '../node.ts';
import type { ComposedPage, PageRequest } from '../types.ts';
import { backOfficePage, switchAction, tableQueryProps } from './back-office.ts';

const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

const sizesText = (product: ProductForStaff) => product.sizes.map((s) => `${s.size.toUpperCase()} ${s.stock_qty}`).join(' · ');

function specialText(product: ProductForStaff): string {
  if (!product.offer) return 'None';
  const from = product.offer.from ? `from ${DAY.format(new Date(product.offer.from))}` : '';
  const to = product.offer.to ? `until ${DAY.format(new Date(product.offer.to))}` : '';
  const when = [from, to].filter(Boolean).join(' ') || 'no end date';
  return `${formatPounds(product.offer.price)} ${when}${product.special_price === null ? ' (not running now)' : ' (running now)'}`;
}

/** `/studio/catalogue/`: every product, searched by sku or name, sorted and paged on the server (merchandisers and admins). */
export async function composeStudioCatalogue(req: PageRequest): Promise<ComposedPage | undefined> {
  const search = productSearchOf(req.query);
  const page = await searchProductsForStaff(req.db, search);
  return backOfficePage(req, 'catalogue', 'Catalogue', [
    node('detail-panel', 'catalogue-sections', {
      sections: [
        {
          heading: 'Categories',
          fields: [{ label: 'Lister headings and intros', value: 'Edit the categories', href: '/studio/catalogue/categories/' }],
        },
      ],
    }),
    node('data-table', 'catalogue-table', {
      caption: 'Products',
      path: '/studio/catalogue/',
      query: tableQueryProps(req.query, ['q', 'visible', 'dir', 'pageSize']),
      columns: [
        { key: 'sku', label: 'SKU', sortable: true },
        { key: 'name', label: 'Name', sortable: true },
        { key: 'price', label: 'Price', sortable: true },
        { key: 'stock', label: 'Stock', sortable: true },
        { key: 'sizes', label: 'Stock per size' },
        { key: 'visible', label: 'In the shop' },
      ],
      rows: page.rows.map((product) => ({
        id: product.sku,
        cells: {
          sku: { text: product.sku, href: `/studio/catalogue/${encodeURIComponent(product.sku)}/` },
          name: { text: product.name },
          price: {
            text: product.special_price === null ? formatPounds(product.price) : `${formatPounds(product.special_price)} (was ${formatPounds(product.price)})`,
          },
          stock: { text: String(product.stock_qty), tone: product.stock_qty === 0 ? 'negative' : product.stock_qty <= 3 ? 'warning' : 'neutral' },
          sizes: { text: sizesText(product) || '—' },
          visible: { text: product.visible ? 'Shown' : 'Hidden', tone: product.visible ? 'positive' : 'warning' },
        },
      })),
      filters: [
        { name: 'q', label: 'SKU or name', kind: 'search', placeholder: 'ENDURANCE-SL-PRO' },
        {
          name: 'visible',
          label: 'In the shop',
          kind: 'select',
          options: [
            { value: '', label: 'Any' },
            { value: 'true', label: 'Shown' },
            { value: 'false', label: 'Hidden' },
          ],
        },
      ],
      sort: search.sort,
      dir: search.dir,
      page: page.page,
      pageSize: page.pageSize,
      total: page.total,
      emptyText: 'No product matches this search.',
      downloads: [
        { label: 'Export CSV', href: '/studio/api/catalogue/export.csv' },
        { label: 'Export JSON', href: '/studio/api/catalogue/export.json' },
      ],
      links: [{ label: 'Import a catalogue file', href: '/studio/catalogue/import/' }],
    }),
  ]);
}

/** `/studio/catalogue/<sku>/`: a product's prices, stock per size, dispatch and visibility, and the actions that change them. */
export async function composeStudioProduct(req: PageRequest, params: Record<string, string>): Promise<ComposedPage | undefined> {
  const sku = decodeURIComponent(params['sku'] ?? '');
  const [product, photos] = await Promise.all([productForStaff(req.db, sku), productPhotos(req.db, sku)]);
  if (!product) return undefined;
  const endpoint = `/studio/api/catalogue/products/${encodeURIComponent(product.sku)}`;
  const sizeOptions = product.sizes.map((s) => ({ value: s.size, label: `${s.size.toUpperCase()} (${s.stock_qty} in stock)` }));
  const shopPath = `/${product.url_key}/`;
  return backOfficePage(
    req,
    'catalogue',
    product.name,
    [
      node('detail-panel', 'product-panel', {
        sections: [
          {
            heading: 'Product',
            fields: [
              { label: 'SKU', value: product.sku },
              { label: 'Type', value: product.product_type === 'bundle' ? 'Bike' : 'Part or accessory' },
              ...(product.tier ? [{ label: 'Tier', value: product.tier }] : []),
              { label: 'In the shop', value: product.visible ? 'Shown' : 'Hidden', tone: product.visible ? ('positive' as const) : ('warning' as const) },
              ...(product.visible ? [{ label: 'Shop page', value: shopPath, href: shopPath }] : []),
            ],
          },
          {
            heading: 'Price',
            fields: [
              { label: 'Price', value: formatPounds(product.price) },
              { label: 'Special price', value: specialText(product) },
              { label: 'Charged now', value: formatPounds(product.final_price) },
            ],
          },
          {
            heading: 'Stock and dispatch',
            fields: [
              { label: 'Stock', value: String(product.stock_qty), tone: product.stock_qty === 0 ? ('negative' as const) : ('neutral' as const) },
              ...product.sizes.map((s) => ({
                label: `Size ${s.size.toUpperCase()}`,
                value: String(s.stock_qty),
                tone: s.stock_qty === 0 ? ('negative' as const) : ('neutral' as const),
              })),
              { label: 'Dispatch', value: `${product.dispatch_days} working day${product.dispatch_days === 1 ? '' : 's'} after the order` },
            ],
          },
        ],
      }),
      node('action-bar', 'product-actions', {
        label: 'Product actions',
        actions: [
          {
            id: 'price',
            label: 'Change price',
            endpoint,
            method: 'PATCH',
            tone: 'primary',
            confirm: {
              title: `Price of ${product.sku}`,
              message: 'The shop shows the new price at once, on every page and in baskets.',
              confirmLabel: 'Save price',
            },
            fields: [{ name: 'price', label: 'Price (£)', kind: 'money', required: true, value: (product.price / 100).toFixed(2) }],
          },
          {
            id: 'special-price',
            label: 'Set special price',
            endpoint,
            method: 'PATCH',
            confirm: {
              title: `Special price of ${product.sku}`,
              message: 'Below the price. Leave the dates empty to start now and run until removed.',
              confirmLabel: 'Save special price',
            },
            fields: [
              {
                name: 'specialPrice',
                label: 'Special price (£)',
                kind: 'money',
                required: true,
                ...(product.offer ? { value: (product.offer.price / 100).toFixed(2) } : {}),
              },
              { name: 'specialFrom', label: 'From', kind: 'text', hint: 'A date like 2026-12-01, or empty' },
              { name: 'specialTo', label: 'Until', kind: 'text', hint: 'A date like 2026-12-31, or empty' },
            ],
          },
          ...(product.offer
            ? [
                {
                  id: 'remove-special-price',
                  label: 'Remove special price',
                  endpoint: `${endpoint}/special-price`,
                  method: 'DELETE' as const,
                  tone: 'danger' as const,
                  confirm: {
                    title: `Remove the special price of ${product.sku}`,
                    message: 'The shop charges the price again at once.',
                    confirmLabel: 'Remove',
                  },
                },
              ]
            : []),
          {
            id: 'stock',
            label: product.sizes.length ? 'Change stock of a size' : 'Change stock',
            endpoint,
            method: 'PATCH',
            confirm: { title: `Stock of ${product.sku}`, message: 'What is in the warehouse now; the shop shows it at once.', confirmLabel: 'Save stock' },
            fields: [
              ...(product.sizes.length ? [{ name: 'size', label: 'Size', kind: 'select' as const, required: true, options: sizeOptions }] : []),
              { name: 'stockQty', label: 'In stock', kind: 'text', required: true, ...(product.sizes.length ? {} : { value: String(product.stock_qty) }) },
            ],
          },
          {
            id: 'dispatch',
            label: 'Change dispatch',
            endpoint,
            method: 'PATCH',
            confirm: {
              title: `Dispatch of ${product.sku}`,
              message: 'Working days from an order until it leaves the warehouse.',
              confirmLabel: 'Save dispatch',
            },
            fields: [{ name: 'dispatchDays', label: 'Working days', kind: 'text', required: true, value: String(product.dispatch_days) }],
          },
          switchAction({
            id: 'visibility',
            endpoint,
            field: 'visible',
            fieldLabel: 'In the shop',
            isOn: product.visible,
            turnOff: {
              label: 'Hide from the shop',
              title: `Hide ${product.sku}`,
              message: 'It leaves listers, search and its page; baskets cannot add it.',
              confirmLabel: 'Hide',
              becomes: 'Hidden',
            },
            turnOn: {
              label: 'Show in the shop',
              title: `Show ${product.sku}`,
              message: 'It is listed and sold again.',
              confirmLabel: 'Show',
              becomes: 'Shown',
            },
          }),
        ],
      }),
      node('product-photos', 'product-photos', {
        sku: product.sku,
        endpoint: `${endpoint}/photos`,
        photos: photos.map(({ id, image, alt, width, height }) => ({ id, image, alt, width, height })),
        maxBytes: req.config.photos.maxBytes,
        maxPhotos: MAX_PHOTOS_PER_PRODUCT,
      }),
    ],
    { label: 'Catalogue', href: '/studio/catalogue/' },
  );
}
