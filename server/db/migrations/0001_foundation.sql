-- Seeders that have run, so each fixture set is loaded once per database.
create table seed_runs (
  name text primary key,
  ran_at timestamptz not null default now()
);

-- Every addressable slug: the routing lookup (GET /nuxt/api/routing/main) reads it.
-- A row with redirect_url answers 301; otherwise page_type names the composer.
create table url_rewrites (
  url_key text primary key,
  page_type text check (page_type in ('cms-page', 'pac', 'child-bike', 'parent-bike', 'category')),
  target_id text,
  redirect_url text,
  page_status text check (page_status in ('301', '404')),
  check ((redirect_url is null) = (page_status is null or page_status = '404')),
  check (page_type is not null or redirect_url is not null)
);

create table cms_pages (
  slug text not null,
  locale text not null check (locale in ('en', 'de')),
  document jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (slug, locale)
);

create table menu_entries (
  id text not null,
  menu text not null check (menu in ('main', 'nav-bar', 'footer')),
  locale text not null check (locale in ('en', 'de')),
  level integer not null check (level >= 1),
  lft integer not null,
  parent_id text,
  title text not null,
  url text not null,
  primary key (menu, locale, id)
);
create index menu_entries_order on menu_entries (menu, locale, level, lft);

create table social_links (
  id text primary key,
  link_url text not null,
  link_text text not null,
  icon text not null,
  position integer not null
);

create table blog_posts (
  slug text not null,
  locale text not null check (locale in ('en', 'de')),
  title text not null,
  excerpt text not null,
  body_html text not null,
  category text not null,
  tags text[] not null default '{}',
  author text not null,
  image text not null,
  published_at timestamptz not null,
  primary key (slug, locale)
);
create index blog_posts_published on blog_posts (locale, published_at desc);
create index blog_posts_category on blog_posts (locale, category, published_at desc);
create index blog_posts_tags on blog_posts using gin (tags);

-- Local sandbox of outgoing email: adapters write here, the sandbox page reads it.
create table email_outbox (
  id serial primary key,
  recipient text not null,
  subject text not null,
  body_text text not null,
  kind text not null,
  created_at timestamptz not null default now()
);
