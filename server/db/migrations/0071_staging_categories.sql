-- Listers only the staging data environment has (spec section 3: /fast-dispatch-bikes/).
alter table catalog_categories add column staging_only boolean not null default false;
