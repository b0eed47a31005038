import { formatMoney } from '../../../domain/money.ts';

/** What paying with finance says when it cannot go on; each tells the shopper (or the provider) what to do. */
export const financeMessages = {
  notOffered: 'Finance is offered on UK orders only. Pay by card, or choose an address in the United Kingdom.',
  deposit: 'Choose one of the deposits offered, from 0% to 50% in the steps shown.',
  /** Spec section 5: the minimum finance amount asks for a higher cash price (the calculator's own words). */
  belowMinimum: (minimum: number) =>
    `Finance is available on amounts of ${formatMoney(minimum, 'GBP', 'en-GB')} or more after the deposit. Please choose a higher cash price.`,
  noPlan: 'None of our plans finances this amount with this deposit. A larger deposit brings it within reach.',
  planNotOffered: 'That plan is not offered for this order and deposit. Choose one of the plans shown.',
  unavailable: 'We could not reach our finance provider. Nothing has been ordered; please try again in a moment, or pay by card.',
  unknownApplication: 'We could not find that finance application. Open your basket and choose checkout again.',
  unknownDecision: 'No application of ours has that reference.',
  replayed: 'This decision was already received: a replayed delivery is refused.',
  amountMismatch: 'The decision is for other amounts than the application: it is refused.',
  decided: (status: string) => `The application was already ${status}; the decision is refused.`,
  basketChanged: 'The basket changed after the application was made, so no order was placed from it.',
} as const;
