-- Reviews of products by customers who bought them (a bike's tier, a part, an accessory).
-- A review waits for staff to approve it; only approved reviews are shown and counted.
create table product_reviews (
  id integer generated always as identity primary key,
  product_id integer not null references catalog_products (id) on delete cascade,
  customer_id integer not null references customers (id) on delete cascade,
  -- The dispatched or delivered order that made the customer a verified buyer.
  order_id integer not null references orders (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  title text not null check (length(title) between 1 and 100),
  body text not null check (length(body) between 1 and 3000),
  -- The name shown with the review; null shows it as from a verified buyer only.
  author_name text check (length(author_name) between 1 and 40),
  locale text not null check (locale in ('en', 'de')),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  moderated_at timestamptz,
  moderated_by text,
  -- One review per product and customer.
  unique (product_id, customer_id)
);
create index product_reviews_shown on product_reviews (product_id, created_at desc) where status = 'approved';
create index product_reviews_queue on product_reviews (status, created_at);

-- The approved reviews of each product, kept with it when a review is approved or withdrawn,
-- so listers and bike pages read them with the product instead of counting per request.
alter table catalog_products
  add column review_count integer not null default 0 check (review_count >= 0),
  add column rating_total integer not null default 0 check (rating_total >= 0);
