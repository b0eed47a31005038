-- Coupons run by staff: created, edited and disabled in the back office, with a limit per customer.
alter table coupons add column active boolean not null default true;
-- How many orders one customer may place with the coupon (null: no limit of its own).
alter table coupons add column per_customer_limit integer check (per_customer_limit > 0);
alter table coupons add column created_at timestamptz not null default now();
alter table coupons add constraint coupons_dates check (starts_at is null or expires_at is null or starts_at < expires_at);
-- A customer's uses of a coupon are their orders placed with it.
create index orders_coupon_customer on orders (coupon_code, customer_id) where coupon_code is not null;
