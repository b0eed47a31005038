-- Coupons for a customer's first order ("10 % off your first order"): refused once the customer has an order.
alter table coupons add column first_order_only boolean not null default false;
