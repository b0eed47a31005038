-- Placing orders from carts (GB checkout). Order numbers follow the demo orders' 9 digits.
create sequence order_numbers start with 100000500;

alter table orders
  add column cart_id text references carts (id) on delete set null,
  add column idempotency_key text,
  add column coupon_code text,
  add column payment_reference text;

-- One order per cart: parallel placements of one cart make exactly one order.
create unique index orders_one_per_cart on orders (cart_id) where cart_id is not null;
-- A retried placement with the same key finds the order it made.
create unique index orders_idempotency on orders (customer_id, idempotency_key) where idempotency_key is not null;

-- What was chosen with an item (size, colour, the custom colour's choices), shown on the order.
alter table order_items
  add column options jsonb not null default '[]',
  add column associated_position integer;

-- The local payment sandbox's 3-D Secure challenges: pending until the shopper decides on its page.
create table payment_sandbox_challenges (
  token text primary key,
  outcome text check (outcome in ('approved', 'failed')),
  created_at timestamptz not null default now()
);

-- Authorisations the sandbox released because their order could not be placed.
create table payment_sandbox_releases (
  reference text primary key,
  released_at timestamptz not null default now()
);
