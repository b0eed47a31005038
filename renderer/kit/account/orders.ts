import useSWR from 'swr';
import { getJson } from '../http-client.ts';
import { useCustomer } from './customer.ts';

export interface Money {
  value: number;
  currency: string;
}

export interface OrderSummary {
  number: string;
  order_date: string;
  status: string;
  grand_total: Money;
}

export interface OrderAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_code: string;
  region?: string;
  telephone?: string;
}

export interface OrderDetail extends OrderSummary {
  shipping_address: OrderAddress;
  billing_address: OrderAddress;
  shipping_method: string;
  payment_method: string;
  /** selected_options (`size/m`) and entered_options (a custom colour's choices) as ordered. */
  items: {
    product_name: string;
    product_sku: string;
    quantity_ordered: number;
    product_sale_price: Money;
    row_total: Money;
    selected_options: string[];
    entered_options: { uid: string; value: string }[];
  }[];
  total: { subtotal: Money; total_shipping: Money; discount: Money; grand_total: Money };
  dispatch_date: string | null;
  estimated_delivery: string | null;
  certificate: { amount: Money; issued_by: string } | null;
}

/** The signed-in customer's orders; asked only once the customer is known. */
export function useOrders() {
  const { data: customer } = useCustomer();
  return useSWR(customer ? '/nuxt/api/account/orders' : null, (path: string) => getJson<{ customerOrders: { items: OrderSummary[] } }>(path), {
    revalidateOnFocus: true,
  });
}

export function useOrder(orderNumber: string) {
  const { data: customer } = useCustomer();
  return useSWR(
    customer ? `/nuxt/api/account/orders/${encodeURIComponent(orderNumber)}` : null,
    (path: string) => getJson<{ customerOrder: OrderDetail }>(path),
    { shouldRetryOnError: false },
  );
}
