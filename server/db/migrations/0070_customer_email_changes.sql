-- A requested change of a customer's email address, waiting for the link sent to the
-- new address. The address changes only when that link is opened (see profile.ts).
create table customer_email_changes (
  token_hash bytea primary key,
  customer_id integer not null references customers (id) on delete cascade,
  new_email text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index customer_email_changes_customer on customer_email_changes (customer_id);
