/**
 * Goods we cannot ship everywhere: e-bikes and their batteries carry large lithium-ion
 * cells, which our carriers do not take by road or air to these destinations.
 */
export const RESTRICTED_DESTINATIONS: Readonly<Record<string, readonly string[]>> = {
  'lithium-battery': ['US', 'CA', 'AU', 'NZ', 'JP', 'KR', 'CN', 'AE'],
};

export const SHIPPING_RESTRICTED_MESSAGE = 'Please note we can not ship this product to your selected country';

/** Which restricted class a product is in, if any. */
export function restrictionClass(product: { discipline: string | null; name: string }): string | undefined {
  if (product.discipline === 'electric' || /\bWh battery\b/i.test(product.name)) return 'lithium-battery';
  return undefined;
}

/** True when the product cannot be shipped to the country (ISO alpha-2); no country, no restriction. */
export function cannotShipTo(product: { discipline: string | null; name: string }, countryCode: string | undefined): boolean {
  if (!countryCode) return false;
  const restricted = restrictionClass(product);
  return restricted !== undefined && (RESTRICTED_DESTINATIONS[restricted]?.includes(countryCode) ?? false);
}
