/** The cross-border partner (ESW): it prices, charges and delivers for shoppers outside the UK. */
export interface EswCheckoutRequest {
  /** Our reference for this hand-off; comes back in the order webhook. */
  reference: string;
  cartId: string;
  customer: { id: number; email: string; firstname: string; lastname: string };
  country: string;
  currency: string;
  /** BCP 47 locale for showing money there, e.g. de-DE. */
  locale: string;
  /** Units of `currency` for £1. */
  rate: string;
  /** Prices in GBP pence, UK VAT included, as the cart has them. */
  lines: { sku: string; name: string; quantity: number; unitPrice: number }[];
  discount: number;
  /** Where the partner sends the shopper when the order is done. */
  returnUrl: string;
}

export interface EswCheckout {
  checkoutId: string;
  /** Where the shopper goes next: always on the configured partner origin. */
  checkoutUrl: string;
}

export interface CrossBorderPartner {
  createCheckout(request: EswCheckoutRequest): Promise<EswCheckout>;
}
