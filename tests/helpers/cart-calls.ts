import { afterAll, beforeAll, expect } from 'vitest';
import type {
  CartAddItemResponse,
  CartApplyCouponResponse,
  CartClearResponse,
  CartRemoveCouponResponse,
  CartRemoveItemResponse,
  CartResponse,
  CartUpdateResponse,
  SchemaTypeMap,
} from '../../schemas/generated/index.ts';
import { contract } from './contract.ts';
import { registeredShopper, Shopper, uniqueAddress } from './shopper.ts';
import type { Driver } from './test-database.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** The products the cart tests buy. */
export const BIKE = 'ENDURANCE-SL-PRO'; // £3,999, sizes xs–xl, 3 in stock
export const COLOUR = 'BBCOLOUR-CUSTOM'; // £250
export const KIT = 'NV-1054'; // chain cleaning kit, £29.99, 20 in stock
export const TOOL = 'NV-1051'; // multi-tool, £34.99

/** A custom paint job's choices for COLOUR. */
export const PAINT = [
  { uid: 'frame_colour', value: '#1A6FB3' },
  { uid: 'top_tube_logo_colour', value: '#ffffff' },
  { uid: 'down_tube_logo_colour', value: '#ffcc00' },
  { uid: 'paint_finish', value: 'gloss' },
  { uid: 'gradient_angle', value: 'diagonal' },
];

/** Every answer of a cart call, with the contract's types (the field names Magento gives each call). */
export type Answer = { error?: string } & Partial<
  CartResponse & CartAddItemResponse & CartUpdateResponse & CartRemoveItemResponse & CartApplyCouponResponse & CartRemoveCouponResponse & CartClearResponse
>;

/** The response schema of each cart call that answers a cart: a successful answer must match it. */
const RESPONSE_SCHEMA: Record<string, keyof SchemaTypeMap> = {
  'fetch-cart': 'responses/cart.json',
  'add-item': 'responses/cart-add-item.json',
  'update-cart': 'responses/cart-update.json',
  'remove-item': 'responses/cart-remove-item.json',
  'apply-coupon': 'responses/cart-apply-coupon.json',
  'remove-coupon': 'responses/cart-remove-coupon.json',
  'clear-cart': 'responses/cart-clear.json',
};

/**
 * The cart calls for the tests of one describe block, on a store started before them and stopped
 * after: each successful answer is checked against its contract. `server` is there once the block has begun.
 */
export function cartCalls(driver: Driver) {
  const started: { server?: TestServer } = {};
  beforeAll(async () => {
    started.server = await startTestServer({ driver, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => started.server?.close());
  const url = () => (started.server as TestServer).url;

  const call = async (shopper: Shopper, path: string, json?: unknown) => {
    const res = json === undefined ? await shopper.request(`/nuxt/api/cart/${path}`) : await shopper.post(`/nuxt/api/cart/${path}`, json);
    const body: unknown = await res.json();
    const schema = RESPONSE_SCHEMA[path.split('?')[0] ?? ''];
    return { status: res.status, body: (res.status === 200 && schema ? contract(schema, body) : body) as Answer };
  };
  return {
    get server(): TestServer {
      return started.server as TestServer;
    },
    call,
    guestWithCart: async () => {
      const shopper = new Shopper(url(), uniqueAddress());
      const res = await shopper.request('/nuxt/api/cart/create-guest');
      expect(res.status).toBe(200);
      return shopper;
    },
    add: async (shopper: Shopper, ...cartItems: unknown[]) => {
      const { status, body } = await call(shopper, 'add-item', { cartItems });
      expect(status, JSON.stringify(body)).toBe(200);
      return body.addProductsToCart!;
    },
    fetchCart: async (shopper: Shopper) => (await call(shopper, 'fetch-cart')).body.cart!,
    customer: () => registeredShopper(url()),
  };
}
