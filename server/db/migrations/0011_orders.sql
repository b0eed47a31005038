-- Orders of signed-in customers. The checkout fills these; the account pages read them.
-- Money is in integer minor units of the order's currency.
create table orders (
  id integer generated always as identity primary key,
  order_number text not null unique,
  customer_id integer not null references customers (id) on delete restrict,
  status text not null check (status in ('pending', 'processing', 'dispatched', 'complete', 'canceled', 'closed')),
  currency char(3) not null,
  subtotal integer not null check (subtotal >= 0),
  shipping integer not null check (shipping >= 0),
  discount integer not null default 0 check (discount >= 0),
  grand_total integer not null check (grand_total >= 0),
  shipping_method text not null,
  payment_method text not null,
  -- Addresses are copied onto the order, so later edits to the address book do not change history.
  shipping_address jsonb not null,
  billing_address jsonb not null,
  dispatch_date date,
  estimated_delivery date,
  -- Cycle-to-work orders carry the scheme certificate that pays for them.
  certificate_amount integer check (certificate_amount >= 0),
  certificate_issued_by text,
  placed_at timestamptz not null default now()
);
create index orders_customer on orders (customer_id, placed_at desc);

create table order_items (
  id integer generated always as identity primary key,
  order_id integer not null references orders (id) on delete cascade,
  position integer not null,
  sku text not null,
  product_name text not null,
  quantity integer not null check (quantity between 1 and 99),
  unit_price integer not null check (unit_price >= 0),
  row_total integer not null check (row_total >= 0),
  unique (order_id, position)
);
