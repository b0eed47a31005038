-- Paying with finance at the GB checkout: an application at the finance provider per attempt. No
-- order exists until the provider's signed decision approves it; the basket stays open meanwhile.
create table finance_applications (
  id text primary key,
  customer_id integer not null references customers (id) on delete cascade,
  cart_id text not null references carts (id) on delete cascade,
  idempotency_key text not null,
  shipping_address_id integer not null,
  delivery_method text not null,
  locale text not null default 'en',
  status text not null default 'created' check (status in ('created', 'pending', 'referred', 'approved', 'declined', 'cancelled')),
  provider_application_id text unique,
  handoff_url text,
  product_id text not null,
  product_name text not null,
  months integer not null check (months > 0),
  apr numeric(5, 1) not null,
  deposit_percent integer not null check (deposit_percent between 0 and 50),
  cash_price integer not null check (cash_price > 0),
  deposit integer not null check (deposit >= 0),
  loan_amount integer not null check (loan_amount > 0),
  monthly_repayment integer not null check (monthly_repayment > 0),
  order_number text unique,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  unique (customer_id, idempotency_key)
);
create index finance_applications_cart on finance_applications (cart_id);

-- Decisions already received, by the provider's event id: a replayed delivery is refused.
create table finance_decision_events (
  event_id text primary key,
  application_id text not null references finance_applications (id) on delete cascade,
  status text not null,
  received_at timestamptz not null default now()
);

-- The local finance provider sandbox's applications.
create table finance_sandbox_applications (
  id text primary key,
  body jsonb not null,
  status text not null default 'open' check (status in ('open', 'approved', 'declined', 'referred', 'cancelled')),
  created_at timestamptz not null default now()
);
