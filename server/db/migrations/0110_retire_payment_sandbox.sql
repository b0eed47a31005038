-- The sandbox pays through the local Stripe double now (server/sandbox/payment-sandbox.ts):
-- the old sandbox provider's tables have no reader left.
drop table if exists payment_sandbox_challenges;
drop table if exists payment_sandbox_releases;
