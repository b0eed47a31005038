import { SCHEMA_BASE } from '../../../schemas/files.ts';
import { schemaRegistry } from '../../../schemas/registry.ts';
import { asRecord, getJson, IntegrationError } from '../http-json.ts';
import type { FinanceProvider, V12Deposit, V12Product } from './finance-provider.ts';

export interface HttpFinanceOptions {
  /** API base; `{url}/products` and `{url}/deposits` are read. */
  url: string;
  retailerId: string;
  retailerGuid: string;
  timeoutMs: number;
}

/**
 * Asks the finance provider's API, identifying us by retailer id and guid. The answers are
 * `{products: [...]}` and `{deposits: [...]}`; each entry is checked against its schema and
 * one that does not fit is left out, so a single bad product never hides the others.
 */
export function httpFinance({ url, retailerId, retailerGuid, timeoutMs }: HttpFinanceOptions): FinanceProvider {
  const base = url.replace(/\/+$/, '');
  const headers = { 'X-Retailer-Id': retailerId, 'X-Retailer-Guid': retailerGuid };
  const list = async (path: string, field: string): Promise<unknown[]> => {
    const items = asRecord(await getJson('finance', `${base}/${path}`, { timeoutMs, headers }))?.[field];
    if (!Array.isArray(items)) throw new IntegrationError('finance', `answered without a ${field} list`);
    return items;
  };
  return {
    products: async () => fitting<V12Product>(await list('products', 'products'), 'entities/v12-product.json'),
    deposits: async () => fitting<V12Deposit>(await list('deposits', 'deposits'), 'entities/v12-deposit.json'),
  };
}

/** The entries that fit the schema, each cut down to the schema's own fields (providers add fields of their own). */
function fitting<T>(items: unknown[], schemaId: string): T[] {
  const registry = schemaRegistry();
  const validate = registry.validator(schemaId);
  const fields = Object.keys((registry.schemas.get(`${SCHEMA_BASE}${schemaId}`)?.['properties'] ?? {}) as object);
  return items.flatMap((item) => {
    const record = asRecord(item);
    if (!record) return [];
    const known = Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]]));
    return validate(known) ? [known as T] : [];
  });
}
