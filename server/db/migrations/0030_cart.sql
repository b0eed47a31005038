-- Carts of guests and customers. Money is in integer minor units (GBP pence), as in the catalogue.
create table carts (
  -- 128 random bits or more, base64url: a cart id cannot be guessed.
  id text primary key check (length(id) >= 22),
  customer_id integer references customers (id) on delete cascade,
  is_active boolean not null default true,
  coupon_code text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- A customer has at most one active cart.
create unique index carts_one_active_per_customer on carts (customer_id) where is_active and customer_id is not null;

create table cart_items (
  uid text primary key,
  cart_id text not null references carts (id) on delete cascade,
  -- The custom colour item points at its bike; removing the bike removes its colour.
  associated_uid text references cart_items (uid) on delete cascade,
  sku text not null,
  quantity integer not null check (quantity between 1 and 99),
  position integer not null,
  selected_options jsonb not null default '[]',
  entered_options jsonb not null default '[]',
  created_at timestamptz not null default now()
);
create index cart_items_cart on cart_items (cart_id, position);

-- Options sold with a bike that are not catalogue products of their own (the custom frame colour).
create table cart_options (
  sku text primary key,
  name text not null,
  price integer not null check (price >= 0)
);

create table coupons (
  -- Stored upper case; shoppers may type any case.
  code text primary key check (code = upper(code)),
  kind text not null check (kind in ('percent', 'fixed')),
  -- Percentage points for percent coupons, minor units for fixed ones.
  amount integer not null check (amount > 0),
  label text not null,
  min_subtotal integer not null default 0 check (min_subtotal >= 0),
  starts_at timestamptz,
  expires_at timestamptz,
  usage_limit integer check (usage_limit > 0),
  times_used integer not null default 0 check (times_used >= 0)
);

-- Small editable texts the shop shows in several places (the cart's delivery information).
create table global_sets (
  handle text not null,
  locale text not null,
  body text not null,
  primary key (handle, locale)
);
