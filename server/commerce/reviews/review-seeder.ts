import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Seeder } from '../../db/seed.ts';
import { FIXTURES_DIR } from '../content/content-seeder.ts';
import { refreshProductRatings } from './product-ratings.ts';

interface DemoReview {
  customer: string;
  orderNumber: string;
  sku: string;
  rating: number;
  title: string;
  body: string;
  name: string | null;
  locale: 'en' | 'de';
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
}

/** Reviews the demo customers wrote of what their demo orders brought them (runs after the catalogue and the orders). */
export const reviewSeeder: Seeder = {
  name: 'demo-reviews',
  demo: true,
  async run(tx) {
    const { reviews } = JSON.parse(readFileSync(join(FIXTURES_DIR, 'reviews', 'demo-reviews.json'), 'utf8')) as { reviews: DemoReview[] };
    const products = new Set<number>();
    for (const review of reviews) {
      const [row] = await tx.query<{ product_id: number }>(
        `insert into product_reviews (product_id, customer_id, order_id, rating, title, body, author_name, locale, status, created_at, moderated_at, moderated_by)
         select p.id, o.customer_id, o.id, $4, $5, $6, $7, $8, $9, $10, case when $9 = 'pending' then null else $10::timestamptz + interval '1 day' end,
                case when $9 = 'pending' then null else 'merchandiser@northvale.test' end
           from orders o join customers c on c.id = o.customer_id join order_items i on i.order_id = o.id join catalog_products p on p.sku = i.sku
          where o.order_number = $1 and lower(c.email) = $2 and i.sku = $3
         returning product_id`,
        [
          review.orderNumber,
          review.customer,
          review.sku,
          review.rating,
          review.title,
          review.body,
          review.name,
          review.locale,
          review.status,
          review.createdAt,
        ],
      );
      if (!row) throw new Error(`demo review of ${review.sku}: order ${review.orderNumber} of ${review.customer} does not hold it`);
      products.add(row.product_id);
    }
    await refreshProductRatings(tx, [...products]);
  },
};
