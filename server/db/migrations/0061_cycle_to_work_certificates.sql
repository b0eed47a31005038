-- Cycle-to-work certificates that paid for an order: verified with their scheme, each used once.
create table cycle_to_work_certificates (
  issuer text not null,
  number text not null,
  -- Pence: what the scheme says the certificate is worth, and what it paid of the order.
  value integer not null check (value > 0),
  amount integer not null check (amount > 0 and amount <= value),
  order_number text not null references orders (order_number),
  redeemed_at timestamptz not null default now(),
  primary key (issuer, number)
);
