-- Warranty registrations from a bike's owner page (/my-{product}/): one per frame of a model.
create table warranty_registrations (
  id integer generated always as identity primary key,
  reference text not null unique,
  model_sku text not null references catalog_bike_models (sku),
  frame_number text not null,
  purchase_date date not null,
  customer_id integer references customers (id) on delete set null,
  email text not null,
  locale text not null check (locale in ('en', 'de')),
  created_at timestamptz not null default now(),
  unique (model_sku, frame_number)
);
create index warranty_registrations_customer on warranty_registrations (customer_id);
