-- Running orders from the back office: the shipment of a dispatched order, when each step
-- happened, and staff's internal notes. The steps themselves are in the audit log.
alter table orders
  add column carrier text,
  add column tracking_number text,
  add column dispatched_at timestamptz,
  add column delivered_at timestamptz,
  add column canceled_at timestamptz;

-- Notes staff keep on an order; the customer never sees them.
create table order_notes (
  id bigint generated always as identity primary key,
  order_id integer not null references orders (id) on delete cascade,
  staff_email text not null,
  body text not null check (length(body) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index order_notes_order on order_notes (order_id, created_at);

-- The back office lists every order newest first.
create index orders_placed on orders (placed_at desc, id desc);
