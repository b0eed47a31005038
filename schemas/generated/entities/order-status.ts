/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * Where an order stands (spec section 3: order list status).
 */
export type OrderStatus = 'pending' | 'processing' | 'dispatched' | 'complete' | 'canceled' | 'closed';
