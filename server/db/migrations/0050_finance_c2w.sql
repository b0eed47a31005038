-- Cycle-to-work quotes: what an employee asked for, under which scheme limit, and the reference we emailed them.
create table cycle_to_work_quotes (
  id serial primary key,
  reference text not null unique check (reference ~ '^C2W-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$'),
  locale text not null check (locale in ('en', 'de')),
  employer_name text not null,
  employer_email text not null,
  employee_name text not null,
  employee_email text not null,
  bike text not null,
  bike_sku text,
  accessories text not null default '',
  total integer not null check (total > 0),
  scheme_limit integer not null check (total <= scheme_limit),
  created_at timestamptz not null default now()
);
create index cycle_to_work_quotes_employee on cycle_to_work_quotes (lower(employee_email), created_at desc);
