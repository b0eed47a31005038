-- Customers and their shipping addresses. Emails are unique regardless of case.
create table customers (
  id integer generated always as identity primary key,
  email text not null,
  first_name text not null,
  last_name text not null,
  password_hash text not null,
  -- Newsletter subscription is a profile setting (spec section 6). The double opt-in
  -- table newsletter_subscriptions joins on the email; this flag is what the account shows.
  newsletter_subscribed boolean not null default false,
  newsletter_changed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index customers_email_unique on customers (lower(email));

create table customer_addresses (
  id integer generated always as identity primary key,
  customer_id integer not null references customers (id) on delete cascade,
  first_name text not null,
  last_name text not null,
  email text not null,
  telephone text not null,
  street text[] not null check (cardinality(street) between 1 and 2),
  city text not null,
  postcode text not null,
  country_code char(2) not null,
  region text not null default '',
  region_code text,
  default_shipping boolean not null default false,
  default_billing boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index customer_addresses_customer on customer_addresses (customer_id, id);
create unique index customer_addresses_one_default_shipping on customer_addresses (customer_id) where default_shipping;
create unique index customer_addresses_one_default_billing on customer_addresses (customer_id) where default_billing;

-- A signed-in session: one refresh token (stored hashed) and the access tokens issued from it.
-- Logout revokes the session, and with it every token of the session.
create table customer_sessions (
  id bigint generated always as identity primary key,
  customer_id integer not null references customers (id) on delete cascade,
  refresh_token_hash bytea not null unique,
  refresh_expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index customer_sessions_customer on customer_sessions (customer_id);

-- Access tokens live in their own table, so a refresh token can never pass as one.
create table customer_access_tokens (
  token_hash bytea primary key,
  session_id bigint not null references customer_sessions (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index customer_access_tokens_session on customer_access_tokens (session_id);

-- Single-use password reset tokens, stored hashed, with an expiry.
create table password_reset_tokens (
  token_hash bytea primary key,
  customer_id integer not null references customers (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_reset_tokens_customer on password_reset_tokens (customer_id);

-- Fixed-window counters shared by every app process. The key is a hash of
-- "action:scope:value" (an email or a client address), so no email is kept here.
create table auth_rate_limits (
  key_hash bytea primary key,
  window_started_at timestamptz not null,
  attempts integer not null
);
create index auth_rate_limits_window on auth_rate_limits (window_started_at);
