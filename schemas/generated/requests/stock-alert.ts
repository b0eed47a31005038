/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * POST /nuxt/api/catalog/stock-alert: email me when this sold-out product, or this size of it, is back in stock.
 */
export interface StockAlertRequest {
  sku: string;
  /**
   * A size code such as m; the product as a whole when absent.
   */
  size?: string;
  email: string;
  /**
   * Language of the email; the request's site language when absent.
   */
  locale?: 'en' | 'de';
}
