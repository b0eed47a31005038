-- Newsletter sign-ups with double opt-in. A sign-up stays pending until the link in the
-- confirmation email is opened; only a hash of that link's token is kept, and it is
-- cleared when used, so each link works once.
create table newsletter_subscriptions (
  id serial primary key,
  email text not null unique,
  locale text not null check (locale in ('en', 'de')),
  status text not null check (status in ('pending', 'subscribed', 'unsubscribed')),
  token_hash text unique,
  token_expires_at timestamptz,
  requested_at timestamptz not null default now(),
  confirmed_at timestamptz,
  check ((token_hash is null) = (token_expires_at is null))
);
