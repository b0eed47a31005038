import type { Queryable } from '../../db/database.ts';
import { queryOne } from '../../db/database.ts';
import { DomainError } from '../../lib/errors.ts';
import { chosenSize } from '../cart/add-items.ts';
import { checkoutMessages } from './checkout-messages.ts';

/** One line of an order as both checkouts write it: prices from the database, in minor units. */
export interface OrderLine {
  sku: string;
  name: string;
  quantity: number;
  unitPrice: number;
  isProduct: boolean;
  uid: string;
  associatedUid: string | null;
  options: { selected: string[]; entered: { uid: string; value: string }[] };
}

/**
 * Takes the ordered quantities off the stock (the product's, and the size's for products stocked
 * per size); never below zero, in sku order so buyers do not deadlock.
 */
export async function reserveStock(tx: Queryable, lines: OrderLine[]): Promise<void> {
  const wanted = new Map<string, { name: string; quantity: number; sizes: Map<string, number> }>();
  for (const line of lines.filter((l) => l.isProduct)) {
    const entry = wanted.get(line.sku) ?? { name: line.name, quantity: 0, sizes: new Map<string, number>() };
    entry.quantity += line.quantity;
    const size = chosenSize(line.options.selected);
    if (size !== undefined) entry.sizes.set(size, (entry.sizes.get(size) ?? 0) + line.quantity);
    wanted.set(line.sku, entry);
  }
  for (const [sku, { name, quantity, sizes }] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const taken = await queryOne<{ id: number }>(tx, 'update catalog_products set stock_qty = stock_qty - $2 where sku = $1 and stock_qty >= $2 returning id', [
      sku,
      quantity,
    ]);
    if (!taken) {
      const left = (await queryOne<{ stock_qty: number }>(tx, 'select stock_qty from catalog_products where sku = $1', [sku]))?.stock_qty ?? 0;
      throw new DomainError('conflict', checkoutMessages.stock(name, left));
    }
    for (const [size, count] of [...sizes].sort(([a], [b]) => a.localeCompare(b))) {
      const row = await queryOne<{ stock_qty: number }>(tx, 'select stock_qty from catalog_product_sizes where product_id = $1 and size = $2 for update', [
        taken.id,
        size,
      ]);
      // A product not stocked per size has no size rows: its own stock is all there is.
      if (!row) continue;
      if (row.stock_qty < count) throw new DomainError('conflict', checkoutMessages.stock(`${name} in size ${size}`, row.stock_qty));
      await tx.query('update catalog_product_sizes set stock_qty = stock_qty - $3 where product_id = $1 and size = $2', [taken.id, size, count]);
    }
  }
}

/** Puts an order's products back on the shelf (a cancelled order): the reverse of `reserveStock`, in the same sku order. */
export async function restockOrder(tx: Queryable, orderId: number): Promise<{ sku: string; quantity: number }[]> {
  const items = await tx.query<{ sku: string; quantity: number; options: OrderLine['options'] | null }>(
    'select sku, quantity, options from order_items where order_id = $1 and associated_position is null order by sku, position',
    [orderId],
  );
  const restocked = new Map<string, number>();
  for (const item of items) {
    const product = await queryOne<{ id: number }>(tx, 'update catalog_products set stock_qty = stock_qty + $2 where sku = $1 returning id', [
      item.sku,
      item.quantity,
    ]);
    if (!product) continue;
    restocked.set(item.sku, (restocked.get(item.sku) ?? 0) + item.quantity);
    // A product stocked per size gets the size back too, so the sizes keep adding up to the product.
    const size = chosenSize(item.options?.selected ?? []);
    if (size !== undefined)
      await tx.query('update catalog_product_sizes set stock_qty = stock_qty + $3 where product_id = $1 and size = $2', [product.id, size, item.quantity]);
  }
  return [...restocked].map(([sku, quantity]) => ({ sku, quantity }));
}

/** Writes an order's lines; a colour option keeps a pointer to its bike's position. */
export async function insertOrderItems(tx: Queryable, orderId: number, lines: OrderLine[]): Promise<void> {
  const positions = new Map(lines.map((line, index) => [line.uid, index + 1]));
  for (const [index, line] of lines.entries()) {
    await tx.query(
      `insert into order_items (order_id, position, sku, product_name, quantity, unit_price, row_total, options, associated_position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        orderId,
        index + 1,
        line.sku,
        line.name,
        line.quantity,
        line.unitPrice,
        line.unitPrice * line.quantity,
        JSON.stringify(line.options),
        line.associatedUid ? (positions.get(line.associatedUid) ?? null) : null,
      ],
    );
  }
}
