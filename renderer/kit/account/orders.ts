import useSWR from 'swr';
import { getJson } from '../http-client.ts';
import type { CustomerOrderResponse, CustomerOrdersResponse } from '../../../schemas/generated/index.ts';
import { useCustomer } from './customer.ts';

/** The signed-in customer's orders; asked only once the customer is known. */
export function useOrders() {
  const { data: customer } = useCustomer();
  return useSWR(customer ? '/nuxt/api/account/orders' : null, (path: string) => getJson<CustomerOrdersResponse>(path), {
    revalidateOnFocus: true,
  });
}

export function useOrder(orderNumber: string) {
  const { data: customer } = useCustomer();
  return useSWR(customer ? `/nuxt/api/account/orders/${encodeURIComponent(orderNumber)}` : null, (path: string) => getJson<CustomerOrderResponse>(path), {
    shouldRetryOnError: false,
  });
}
