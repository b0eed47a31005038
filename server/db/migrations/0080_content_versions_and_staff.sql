-- Staff: the people who run the store (editors, admins); not customers.
create table staff (
  id integer generated always as identity primary key,
  email text not null unique,
  name text not null,
  role text not null check (role in ('editor', 'admin')),
  password_hash text not null,
  created_at timestamptz not null default now()
);

-- A studio sign-in (kind session, the studio_session cookie) or a token for the command line (kind token).
create table staff_sessions (
  id bigint generated always as identity primary key,
  staff_id integer not null references staff (id) on delete cascade,
  token_hash bytea not null unique,
  kind text not null check (kind in ('session', 'token')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);

create index staff_sessions_staff on staff_sessions (staff_id);

-- cms_pages stays what shoppers see: the published document of each page, now with its version.
alter table cms_pages add column version integer not null default 1;
alter table cms_pages add column published_by text not null default 'fixtures';
alter table cms_pages add column published_revision integer not null default 1;

-- The one draft of each page; revision counts saves (optimistic concurrency). json keeps the editor's key order.
create table cms_page_drafts (
  slug text not null,
  locale text not null check (locale in ('en', 'de')),
  document json not null,
  revision integer not null default 1,
  saved_at timestamptz not null default now(),
  saved_by text not null,
  primary key (slug, locale)
);

-- Every document ever published, who published it and when.
create table cms_page_versions (
  slug text not null,
  locale text not null check (locale in ('en', 'de')),
  version integer not null,
  document json not null,
  published_at timestamptz not null default now(),
  published_by text not null,
  primary key (slug, locale, version)
);

insert into cms_page_drafts (slug, locale, document, revision, saved_at, saved_by)
  select slug, locale, document::json, 1, updated_at, 'fixtures' from cms_pages;

insert into cms_page_versions (slug, locale, version, document, published_at, published_by)
  select slug, locale, 1, document::json, updated_at, 'fixtures' from cms_pages;
