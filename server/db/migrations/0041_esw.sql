-- The international checkout through the cross-border partner (ESW).

-- Single-use hand-off tokens for /vue/cart/sync/...: only the hash is kept.
create table esw_handoffs (
  token_hash text primary key,
  customer_id integer not null references customers (id) on delete cascade,
  cart_id text not null references carts (id) on delete cascade,
  country char(2) not null,
  currency char(3) not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Webhook events already handled: a redelivery answers what the first one did.
create table esw_webhook_events (
  event_id text primary key,
  order_number text,
  received_at timestamptz not null default now()
);

alter table orders add column esw_checkout_id text;
create unique index orders_esw_checkout on orders (esw_checkout_id) where esw_checkout_id is not null;

-- The local partner sandbox's checkouts.
create table esw_sandbox_sessions (
  id text primary key,
  body jsonb not null,
  status text not null default 'open' check (status in ('open', 'paid')),
  created_at timestamptz not null default now()
);
