import type { Database } from '../../db/database.ts';

/**
 * The newsletter profile setting (spec section 6). Join point: the double opt-in
 * `newsletter_subscriptions` table (migration 0002) keys on the email; when it lands,
 * subscribing here should also start its confirmation for the customer's email, and a
 * confirmed subscription there should show here. Until then this flag is the truth.
 */
export async function setNewsletterSubscription(db: Database, customerId: number, subscribed: boolean): Promise<boolean> {
  await db.query('update customers set newsletter_subscribed = $2, newsletter_changed_at = now(), updated_at = now() where id = $1', [customerId, subscribed]);
  return subscribed;
}
