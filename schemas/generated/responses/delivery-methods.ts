/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

import type { Money } from '../entities/money.ts';

/**
 * GET /nuxt/api/checkout/delivery-methods: each delivery method with its price and estimated delivery for the customer's cart.
 */
export interface DeliveryMethodsResponse {
  dispatchDate: string;
  deliveryMethods: {
    code: 'standard' | 'express';
    price: Money;
    estimatedDelivery: string;
  }[];
}
