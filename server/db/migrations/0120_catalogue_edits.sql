-- Staff edit the catalogue in place: prices, special prices with dates, stock per size,
-- dispatch days and visibility. Every process sees a change on its next request.

-- The catalogue's version: raised by every change, read on every request by whatever keeps
-- catalogue data in a process (lister rows, filter labels), as cms_pages.version is for pages.
create table catalog_state (
  id boolean primary key default true check (id),
  version bigint not null default 1,
  changed_at timestamptz not null default now()
);
insert into catalog_state (id) values (true);

-- A special price may run between two moments. The stored offer is `offer_price`; what a shopper
-- is charged is computed when read: `p.special_price` and `p.final_price` are functions of the row
-- (PostgreSQL's attribute notation), so every read already written as p.special_price or
-- p.final_price honours the dates without a job that flips prices on time.
alter table catalog_products drop column final_price;
alter table catalog_products rename column special_price to offer_price;
alter table catalog_products add column offer_from timestamptz;
alter table catalog_products add column offer_to timestamptz;
alter table catalog_products add constraint catalog_products_offer_dates check (offer_from is null or offer_to is null or offer_from < offer_to);
-- Hidden products are left out of listers, search and the cart, and their pages answer 404.
alter table catalog_products add column visible boolean not null default true;

create function special_price(p catalog_products) returns integer language sql stable as $$
  select case when p.offer_price is not null and (p.offer_from is null or p.offer_from <= now()) and (p.offer_to is null or p.offer_to > now())
    then p.offer_price end
$$;

create function final_price(p catalog_products) returns integer language sql stable as $$
  select coalesce(special_price(p), p.price)
$$;

-- The lister rows read the price from the product (see lister-index.ts), so they keep no copy of it.
drop index catalog_category_products_price;
alter table catalog_category_products drop column final_price;

-- Stock of each size of a product in more than one size (a bike in S, M, L…). The product's stock_qty stays the sum,
-- written together with the sizes, so whatever reads a product's stock reads one column.
create table catalog_product_sizes (
  product_id integer not null references catalog_products (id) on delete cascade,
  size text not null,
  position integer not null,
  stock_qty integer not null default 0 check (stock_qty >= 0),
  primary key (product_id, size)
);

-- A catalogue already loaded: each product in more than one size is stocked per size; each size gets an even share of its product's stock, the remainder
-- going to the middle sizes first (as load-catalogue.ts shares it).
insert into catalog_product_sizes (product_id, size, position, stock_qty)
  select id, size, position, stock_qty / n + case when nearness <= stock_qty % n then 1 else 0 end
  from (
    select p.id, p.stock_qty, s.size, s.position::integer as position, cardinality(p.sizes) as n,
      row_number() over (partition by p.id order by abs(s.position - (cardinality(p.sizes) + 1) / 2.0), s.position desc) as nearness
    from catalog_products p, unnest(p.sizes) with ordinality as s(size, position)
    where cardinality(p.sizes) > 1
  ) shares;
