import { money } from '../../../domain/money.ts';
import type { DeliveryMethodsResponse } from '../../../schemas/generated/index.ts';
import type { Queryable } from '../../db/database.ts';
import { openCart, resolveCartId } from '../cart/cart-store.ts';
import { pricedCart } from '../cart/cart-view.ts';
import { addWorkingDays, DELIVERY_METHODS, deliveryPrice, londonToday } from './delivery-methods.ts';

/** Each delivery method with its price and estimated delivery for the customer's cart (the named one, else their active cart). */
export async function quoteDelivery(db: Queryable, customerId: number, cartId: string | undefined): Promise<DeliveryMethodsResponse> {
  const cart = await openCart(db, await resolveCartId(db, cartId, customerId), { customerId });
  // Only dates and prices are answered: the lines' names are not read.
  const { view, pence } = await pricedCart(db, cart.id, 'en');
  const dispatchDate = view.dispatch_date ?? addWorkingDays(londonToday(), 1);
  return {
    dispatchDate,
    deliveryMethods: DELIVERY_METHODS.map((method) => ({
      code: method.code,
      price: money(deliveryPrice(method, pence.shipping, pence.subtotal)),
      estimatedDelivery: addWorkingDays(dispatchDate, method.workingDays),
    })),
  };
}
