import { cartMessages } from '../cart/cart-messages.ts';
import { ONE_BIKE_MESSAGE } from '../../../domain/cart/cart-items.ts';

/** What the checkout says when it cannot place an order; each tells the shopper what to do. */
export const checkoutMessages = {
  signIn: 'Sign in or create an account with us to complete your purchase',
  empty: cartMessages.empty,
  oneBike: ONE_BIKE_MESSAGE,
  newCheckoutOff:
    'This checkout is closed just now: open your basket and choose Checkout securely to pay through our checkout partner. You have not been charged.',
  notGb: 'Our own checkout delivers to UK addresses. Choose the United Kingdom as your country, or continue to the international checkout.',
  addressNotGb: 'We deliver to UK addresses from this checkout. Choose or add an address in the United Kingdom.',
  unknownDelivery: 'Choose standard or express delivery.',
  stock: (name: string, left: number) =>
    left > 0
      ? `Only ${left} of ${name} left in stock. Change the quantity in your basket.`
      : `${name} has just sold out. Remove it from your basket to continue.`,
  couponUsedUp: (code: string) => `The coupon code "${code}" has been used up. Remove it from your basket to continue.`,
  changed: 'Your basket changed while you were paying. Check it and place the order again; you have not been charged.',
  idempotencyKey: 'Send an Idempotency-Key header (8 to 100 letters, digits, "-" or "_") so that a retried order is not placed twice.',
  paymentUnavailable: 'We could not reach our payment provider. You have not been charged; please try again in a moment.',
} as const;
