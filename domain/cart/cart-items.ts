import type { CartItem } from './cart-types.ts';

/** A bike's custom frame colour is a cart item of its own; its sku carries this mark (spec section 3). */
export const CUSTOM_COLOUR_MARK = 'BBCOLOUR';

export const isCustomColourSku = (sku: string) => sku.toUpperCase().includes(CUSTOM_COLOUR_MARK);

/**
 * Custom paint takes 4–5 weeks: each frame is masked by hand and painted to order. The content pages name
 * this span, and a painted bike's dispatch date is its bike's date plus the longer end, in working days.
 */
export const CUSTOM_PAINT_WEEKS = { from: 4, to: 5 } as const;
export const CUSTOM_PAINT_WORKING_DAYS = CUSTOM_PAINT_WEEKS.to * 5;

/** The colour option of a bike is its own cart item; its sku says so (spec section 3). */
export const isColourItem = (item: Pick<CartItem, 'product'>) => item.product.sku.includes(CUSTOM_COLOUR_MARK);

/** A bike is a bundle product; what a cart line sells may also be an option (the custom colour). */
export const isBike = (sellable: { kind: string; product_type?: string } | undefined) => sellable?.kind === 'product' && sellable.product_type === 'bundle';

/** The most of one thing a cart line holds (a bike: one, the one-bike rule). The request schemas say the same. */
export const MAX_LINE_QUANTITY = 99;

/** The cart and the checkout both refuse a second bike with these words. */
export const ONE_BIKE_MESSAGE = 'The cart allows one bike per checkout. Remove the bike in your basket to choose another.';
