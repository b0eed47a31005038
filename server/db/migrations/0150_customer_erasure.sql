-- A customer erased on request (UK GDPR): the row stays for the orders that point at it,
-- with its personal data replaced; this says when. Staff search customers by name.
alter table customers add column erased_at timestamptz;
create index customers_name on customers (lower(first_name || ' ' || last_name));
