import type { Database } from './database.ts';

/** The channel a write to a table of PAGE_TABLES is announced on, with the table's name (migration 0260). */
export const STORE_CHANGED_CHANNEL = 'store_changed';

/** Tables anonymous pages are made of: a statement that writes one announces it on STORE_CHANGED_CHANNEL. */
export const PAGE_TABLES = [
  'blog_posts',
  'catalog_attribute_values',
  'catalog_bike_models',
  'catalog_categories',
  'catalog_category_products',
  'catalog_labels',
  'catalog_product_photos',
  'catalog_product_sizes',
  'catalog_products',
  'catalog_search_words',
  'catalog_state',
  'cms_pages',
  'cms_page_versions',
  'countries',
  'exchange_rates',
  'global_sets',
  'menu_entries',
  'product_reviews',
  'social_links',
  'store_country_config',
  'url_rewrites',
] as const;

/**
 * Tables no anonymous page shows: a shopper's or a staff member's own records, the work of
 * jobs and imports, drafts that only staff see. Every table is in exactly one of the two lists
 * (a test says which one a new table lacks).
 */
export const PRIVATE_TABLES = [
  'audit_log',
  'auth_rate_limits',
  'cart_items',
  'cart_options',
  'carts',
  'catalog_imports',
  'cms_page_drafts',
  'coupons',
  'customer_access_tokens',
  'customer_addresses',
  'customer_email_changes',
  'customer_sessions',
  'customers',
  'cycle_to_work_certificates',
  'cycle_to_work_quotes',
  'email_outbox',
  'esw_handoffs',
  'esw_sandbox_sessions',
  'esw_webhook_events',
  'finance_applications',
  'finance_decision_events',
  'finance_sandbox_applications',
  'jobs',
  'newsletter_subscriptions',
  'order_items',
  'order_notes',
  'order_refunds',
  'orders',
  'password_reset_tokens',
  'payment_events',
  'payment_sandbox_challenges',
  'payment_sandbox_releases',
  'schema_migrations',
  'seed_runs',
  'staff',
  'staff_sessions',
  'stock_alerts',
  'warranty_registrations',
] as const;

export interface StoreChanges {
  /** True while changes are being heard: until then, and after a lost connection, nothing may be kept. */
  readonly listening: boolean;
  /** Settles once listening has started (or failed to). */
  readonly started: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Calls `changed` with the table's name whenever a page table changes, in this process or any
 * other on the same database; with `'*'` when changes may have been missed (the listening
 * connection was lost and is back). Listening starts in the background.
 */
export function watchStoreChanges(db: Database, changed: (table: string) => void, onError: (error: unknown) => void): StoreChanges {
  let listening = false;
  let stopped = false;
  let unlisten: (() => Promise<void>) | undefined;
  const started = db
    .listen(STORE_CHANGED_CHANNEL, (payload) => changed(payload), {
      lost: () => {
        listening = false;
        changed('*');
      },
      regained: () => {
        changed('*');
        listening = !stopped;
      },
    })
    .then((stop) => {
      unlisten = stop;
      listening = !stopped;
    }, onError);
  return {
    get listening() {
      return listening;
    },
    started,
    async stop() {
      stopped = true;
      listening = false;
      await started;
      await unlisten?.();
    },
  };
}
