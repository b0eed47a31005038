-- Email delivery: the outbox becomes a queue a worker drains over SMTP, with retries.
-- A row is due when pending and its next_attempt_at has passed; a worker claims it by
-- pushing next_attempt_at past a lease (rows locked with SKIP LOCKED), so two workers
-- never take the same row, and one that dies mid-send leaves it due again later.
alter table email_outbox
  add column body_html text,
  add column locale text not null default 'en',
  add column status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  add column attempts integer not null default 0,
  add column next_attempt_at timestamptz not null default now(),
  add column last_error text,
  add column sent_at timestamptz;
-- Mail queued before delivery existed is old (reset links long expired): never send it.
update email_outbox set status = 'failed', last_error = 'queued before email delivery existed';
create index email_outbox_due on email_outbox (next_attempt_at) where status = 'pending';

-- The language the customer ordered in, for the emails that follow the order (dispatch).
alter table orders add column locale text not null default 'en' check (locale in ('en', 'de'));

-- Periodic jobs that run once across every app process: a process runs a job only after
-- claiming its row (next_run_at passed, no live lease), in one conditional update.
create table jobs (
  name text primary key,
  every_seconds integer not null check (every_seconds > 0),
  next_run_at timestamptz not null default now(),
  -- While a run is under way: when its lease ends (a crashed run frees the job then).
  running_until timestamptz,
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_error text,
  runs integer not null default 0
);
