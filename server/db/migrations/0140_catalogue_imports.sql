-- Catalogue imports: a file of products (CSV or JSON, keyed by SKU) applied in batches.
-- The row is the import's progress, read by whichever process the back office's page polls.
create table catalog_imports (
  id integer generated always as identity primary key,
  staff_id integer references staff (id) on delete set null,
  staff_email text not null,
  file_name text not null,
  format text not null check (format in ('csv', 'json')),
  status text not null default 'running' check (status in ('running', 'finished', 'failed')),
  total integer not null check (total >= 0),
  processed integer not null default 0 check (processed >= 0),
  created integer not null default 0,
  updated integer not null default 0,
  unchanged integer not null default 0,
  rejected integer not null default 0,
  message text,
  started_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  finished_at timestamptz
);
