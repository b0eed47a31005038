-- Photographs staff upload for a product. The first by position is the product's picture on listers,
-- its page and in baskets, ahead of the drawing in catalog_products.image; the image endpoint serves
-- each as /media/…/catalog/photos/{id}. The file itself lives in the photo storage (a folder, or an
-- S3-compatible bucket) under `storage_key`.
create table catalog_product_photos (
  id text primary key check (id ~ '^[a-z0-9]{20}$'),
  product_id integer not null references catalog_products (id) on delete cascade,
  position integer not null check (position >= 0),
  -- What the picture shows, per language ({"en": "…", "de": "…"}); the product's name stands in when empty.
  alt jsonb not null default '{}',
  storage_key text not null,
  content_type text not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  bytes integer not null check (bytes > 0),
  created_at timestamptz not null default now()
);
create index catalog_product_photos_product on catalog_product_photos (product_id, position);
