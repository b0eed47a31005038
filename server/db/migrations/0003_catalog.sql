-- The catalogue: categories, bike models (parent bikes), products (child bikes as
-- bundles, parts and accessories as simple products) and their lister facets.
-- Localised texts are jsonb objects {"en": ..., "de": ...}; product names are not localised.
create table catalog_categories (
  id integer primary key,
  url_path text not null unique,
  parent_id integer references catalog_categories (id),
  level integer not null check (level >= 1),
  position integer not null,
  name jsonb not null,
  description jsonb not null default '{}',
  meta_title jsonb not null default '{}',
  meta_description jsonb not null default '{}',
  meta_keywords jsonb not null default '{}'
);
create index catalog_categories_parent on catalog_categories (parent_id, position);

-- A parent bike: /{product}-{model}/ shows every tier of it side by side.
create table catalog_bike_models (
  sku text primary key,
  url_key text not null unique,
  name text not null,
  product_family text not null,
  discipline text not null,
  material text not null,
  subtitle jsonb not null,
  description jsonb not null,
  primary_category_id integer not null references catalog_categories (id),
  position integer not null
);

-- Prices are integer minor units (GBP pence); special_price is the sale price when set.
-- search_text holds subtitle, categories and specification in both languages.
-- Dispatch is kept as working days from today so seeded data never goes stale.
create table catalog_products (
  id integer primary key,
  sku text not null unique,
  product_type text not null check (product_type in ('bundle', 'simple')),
  name text not null,
  subtitle jsonb not null,
  description jsonb not null,
  url_key text not null unique,
  manufacturer text not null,
  model_sku text references catalog_bike_models (sku),
  tier text check (tier in ('base', 'sport', 'enthusiast', 'pro', 'hero')),
  discipline text,
  condition text not null default 'new',
  primary_category_id integer not null references catalog_categories (id),
  price integer not null check (price >= 0),
  special_price integer check (special_price >= 0),
  final_price integer generated always as (coalesce(special_price, price)) stored,
  currency text not null default 'GBP',
  stock_qty integer not null default 0 check (stock_qty >= 0),
  dispatch_days integer not null default 3 check (dispatch_days >= 0),
  image text,
  colours jsonb not null default '[]',
  sizes text[] not null default '{}',
  specification jsonb not null default '{}',
  geometry jsonb not null default '{}',
  facet_values text[] not null default '{}',
  search_text text not null default '',
  search_vector tsvector generated always as (setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', search_text), 'B')) stored,
  created_at timestamptz not null default now()
);
create index catalog_products_facets on catalog_products using gin (facet_values);
create index catalog_products_search on catalog_products using gin (search_vector);
create index catalog_products_model on catalog_products (model_sku, tier);
create index catalog_products_name on catalog_products (lower(name) text_pattern_ops);

-- Lister rows: membership with the category's own order (sort "position"), and a copy of
-- what filtering, facet counts and sorting read, so a lister never touches the wide product rows.
-- Rows are written category by category, so one category's rows sit together on disk.
create table catalog_category_products (
  category_id integer not null references catalog_categories (id),
  product_id integer not null references catalog_products (id),
  position integer not null,
  final_price integer not null,
  created_at timestamptz not null,
  name_sort text not null,
  facet_values text[] not null,
  primary key (category_id, product_id)
);
create index catalog_category_products_position on catalog_category_products (category_id, position, product_id);
create index catalog_category_products_price on catalog_category_products (category_id, final_price, product_id);
create index catalog_category_products_product on catalog_category_products (product_id);

-- Labels and order of filter values, e.g. colour signal-red → "Signal red" / "Signalrot".
create table catalog_attribute_values (
  attribute text not null,
  value text not null,
  label jsonb not null,
  position integer not null,
  primary key (attribute, value)
);
