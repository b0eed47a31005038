-- "Email me when it's back": a shopper's request to hear when a sold-out product (or one of its
-- sizes; '' for the product as a whole) is in stock again. Sent once, through the outbox.
create table stock_alerts (
  id serial primary key,
  product_id integer not null references catalog_products (id) on delete cascade,
  size text not null default '',
  email text not null,
  locale text not null check (locale in ('en', 'de')),
  created_at timestamptz not null default now(),
  notified_at timestamptz
);

create unique index stock_alerts_one_per_shopper on stock_alerts (product_id, size, email) where notified_at is null;
create index stock_alerts_waiting on stock_alerts (product_id) where notified_at is null;
