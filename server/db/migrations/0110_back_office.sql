-- Back office: two more staff roles (fulfilment runs orders, merchandiser the catalogue and
-- coupons) and the audit log of every change made by staff.
alter table staff drop constraint staff_role_check;
alter table staff add constraint staff_role_check check (role in ('editor', 'fulfilment', 'merchandiser', 'admin'));

-- One row per change, written in the same transaction as the change: who (kept when the
-- account is removed), when, what, and the entity before and after.
create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  staff_id integer references staff (id) on delete set null,
  staff_email text not null,
  action text not null,
  entity text not null,
  entity_id text not null,
  before jsonb,
  after jsonb
);

create index audit_log_at on audit_log (at desc, id desc);
create index audit_log_entity on audit_log (entity, entity_id);
create index audit_log_staff on audit_log (lower(staff_email));
