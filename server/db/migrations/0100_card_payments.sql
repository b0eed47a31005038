-- Card payments through a provider (Stripe): where an order's money stands, the refunds given,
-- and the provider's webhook events, each applied once.

-- authorized: held on the card, waiting to be captured; captured: taken; canceled: released.
-- Null for orders paid without a card (a certificate) and for orders from before this.
alter table orders
  add column payment_status text check (payment_status in ('authorized', 'captured', 'canceled')),
  add column payment_captured integer not null default 0 check (payment_captured >= 0),
  add column payment_refunded integer not null default 0 check (payment_refunded >= 0),
  add constraint orders_refund_within_capture check (payment_refunded <= payment_captured);

create index orders_payment_reference on orders (payment_reference) where payment_reference is not null;

-- Each refund the provider made, once: a retried refund (same provider id) is not counted twice.
create table order_refunds (
  refund_id text primary key,
  order_id integer not null references orders (id) on delete cascade,
  amount integer not null check (amount > 0),
  created_at timestamptz not null default now()
);
create index order_refunds_order on order_refunds (order_id);

-- Webhook events already applied: the provider retries and may send one event more than once.
create table payment_events (
  event_id text primary key,
  type text not null,
  payment_reference text,
  received_at timestamptz not null default now()
);
