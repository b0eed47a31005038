/** The cart as the calls answer it: Magento's field names, money in major units (pounds). */
export interface Money {
  value: number;
  currency: string;
}

export interface CartItemOption {
  uid: string;
  value: string;
}

export interface CartItem {
  uid: string;
  /** The bike's uid for its custom colour item; null for a main item. */
  associated_uid: string | null;
  quantity: number;
  position: number;
  product: {
    __typename: 'BundleProduct' | 'SimpleProduct';
    sku: string;
    name: string;
    url_key: string | null;
    image: { url: string | null; label: string };
  };
  prices: { price_including_tax: Money; row_total_including_tax: Money };
  /** `size/54`, `colour/storm-grey`. */
  selected_options: string[];
  entered_options: CartItemOption[];
  dispatch_date: string | null;
}

export interface Cart {
  id: string;
  items: CartItem[];
  prices: {
    subtotal_including_tax: Money;
    default_shipping_rate: Money;
    discounts: { label: string; amount: Money }[];
    grand_total: Money;
  };
  applied_coupons: { code: string }[] | null;
  dispatch_date: string | null;
  total_quantity: number;
}

/** Magento's CartItemInput. */
export interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
  entered_options?: CartItemOption[];
}

export interface CartUserError {
  code: 'PRODUCT_NOT_FOUND' | 'INSUFFICIENT_STOCK' | 'NOT_SALABLE' | 'UNDEFINED';
  message: string;
}
