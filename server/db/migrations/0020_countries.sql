-- The countries the store ships to (spec section 3: Country); seeded from fixtures/countries/.
create table countries (
  code text primary key check (code ~ '^[A-Z]{2}$'),
  name_en text not null,
  name_de text not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  esw_code text not null,
  currency_sign text not null,
  locale text not null,
  icon text not null
);

-- One row: the countries offered (in order; the first is the default), those checked out
-- without the cross-border partner, and whether that partner is on.
create table store_country_config (
  id boolean primary key default true check (id),
  available_countries text[] not null,
  non_esw_countries text[] not null,
  esw_enabled boolean not null
);

-- Units of each currency for one pound sterling; prices are kept in GBP and converted for display.
create table exchange_rates (
  currency text primary key check (currency ~ '^[A-Z]{3}$'),
  rate numeric(20, 8) not null check (rate > 0),
  source text not null,
  updated_at timestamptz not null default now()
);
