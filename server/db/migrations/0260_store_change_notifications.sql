-- Every process keeps finished anonymous pages in memory (server/render/page-cache.ts) and forgets
-- them when what they show changes. A statement that writes one of the tables pages are made of
-- announces it on the channel `store_changed` with the table's name; PostgreSQL delivers it to
-- every listening process once the transaction commits (PGlite to its own process). The list of
-- tables is PAGE_TABLES in server/db/store-changes.ts; a test holds the two together. The
-- transaction-local setting `storefront.store_changed` says the same to the writing session, so
-- the PostgreSQL driver tells its own process as the commit returns (server/db/postgres.ts).
create or replace function notify_store_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('store_changed', tg_table_name);
  perform set_config('storefront.store_changed', tg_table_name, true);
  return null;
end
$$;

create trigger store_changed after insert or update or delete or truncate on blog_posts for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on catalog_attribute_values for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on catalog_bike_models for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on catalog_categories for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on catalog_category_products for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on catalog_labels for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on catalog_product_photos for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on catalog_product_sizes for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on catalog_products for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on catalog_search_words for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on catalog_state for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on cms_pages for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on cms_page_versions for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on countries for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on exchange_rates for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on global_sets for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on menu_entries for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on product_reviews for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on social_links for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on store_country_config for each statement execute function notify_store_changed();
create trigger store_changed after insert or update or delete or truncate on url_rewrites for each statement execute function notify_store_changed();
