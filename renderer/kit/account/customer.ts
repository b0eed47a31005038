import useSWR, { mutate } from 'swr';
import type { Customer, CustomerAddress, CustomerResponse } from '../../../schemas/generated/index.ts';
import { ApiError, getJson } from '../http-client.ts';

export type { Customer, CustomerAddress };

export const CUSTOMER_KEY = '/nuxt/api/auth/customer';

/**
 * Who is signed in, asked of the server (the auth cookies are HttpOnly). A dead access
 * token with a live refresh token is renewed once; otherwise the visitor is a guest (null).
 */
export async function fetchCustomer(): Promise<Customer | null> {
  const read = () => getJson<CustomerResponse>(CUSTOMER_KEY).then((body) => body.customer);
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
  }
  try {
    await getJson('/nuxt/api/auth/renew-token');
  } catch {
    return null;
  }
  return read().catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  });
}

/** The signed-in customer (SWR: shared by every component, revalidated on focus). `undefined` while unknown. */
export function useCustomer() {
  return useSWR(CUSTOMER_KEY, fetchCustomer, { revalidateOnFocus: true, shouldRetryOnError: false });
}

export function reloadCustomer(): Promise<Customer | null | undefined> {
  return mutate(CUSTOMER_KEY);
}

export function forgetCustomer(): Promise<unknown> {
  return mutate(CUSTOMER_KEY, null, { revalidate: false });
}

export function setCustomer(customer: Customer): Promise<unknown> {
  return mutate(CUSTOMER_KEY, customer, { revalidate: false });
}
