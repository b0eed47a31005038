import { ONE_BIKE_MESSAGE } from '../../../domain/cart/cart-items.ts';

/** The cart's server messages of spec section 8, word for word, and the rules' own messages. */
export const cartMessages = {
  notYours: (id: string) => `The current user cannot perform operations on cart "${id}"`,
  notFound: (id: string | undefined) => `Could not find a cart with ID "${id ?? 'undefined'}"`,
  inactive: "The cart isn't active.",
  empty: 'Your cart is empty',
  oneBike: ONE_BIKE_MESSAGE,
  unknownSku: (sku: string) => `We could not find a product with SKU "${sku}".`,
  unavailable: (name: string) => `${name} is no longer available.`,
  soldOut: (name: string) => `${name} is currently sold out.`,
  notEnoughStock: (name: string, left: number) => `Only ${left} of ${name} left in stock.`,
  tooMany: (name: string) => `You can have at most 99 of ${name} in your basket.`,
  sizeRequired: (name: string) => `Choose a size for ${name}.`,
  unknownOption: (name: string, option: string) => `${name} does not come with the option "${option}".`,
  colourNeedsBike: 'A custom frame colour goes with a bike: add the bike with it, or choose the colour on the bike in your basket.',
  oneColourPerBike: 'The bike in your basket already has a custom frame colour. Remove it first to choose another.',
  itemNotFound: (uid: string) => `Your basket has no item "${uid}"; it may have been removed already. Refresh to see the current basket.`,
  couponUnknown: (code: string) => `The coupon code "${code}" is not valid.`,
  couponNotStarted: (code: string) => `The coupon code "${code}" is not valid yet.`,
  couponFirstOrder: (code: string) => `The coupon code "${code}" is for a first order only, and your account already has an order.`,
  couponDisabled: (code: string) => `The coupon code "${code}" is no longer valid.`,
  couponSignIn: (code: string) => `Sign in to use the coupon code "${code}": each customer may use it a limited number of times.`,
  couponPerCustomer: (code: string, limit: number) =>
    `You have used the coupon code "${code}" ${limit === 1 ? 'once already, the most' : `${limit} times already, the most`} one customer may.`,
  couponExpired: (code: string) => `The coupon code "${code}" has expired.`,
  couponUsedUp: (code: string) => `The coupon code "${code}" has been used up.`,
  couponMinimum: (code: string, minimum: string) => `The coupon code "${code}" needs a basket of at least ${minimum}.`,
  couponAlreadyApplied: 'A coupon is already applied to your basket. Remove it to use another.',
  mergeGuestNotGuest: 'Only a guest basket can be merged into your basket.',
} as const;
