/**
 * The cart as the calls answer it: Magento's field names, money in major units (pounds).
 * The shapes are the HTTP contract's (schemas/entities/cart*.schema.json, schemas/responses/cart*.schema.json).
 */
import type { CartAddItemRequest, CartAddItemResponse } from '../../schemas/generated/index.ts';

export type { Cart, CartItem, CartItemOption, Money } from '../../schemas/generated/index.ts';

/** Magento's CartItemInput: one entry of the add-item request. */
export type CartItemInput = CartAddItemRequest['cartItems'][number];

/** Why an item could not be added (add-item's `user_errors`). */
export type CartUserError = CartAddItemResponse['addProductsToCart']['user_errors'][number];
