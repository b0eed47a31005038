import { SCHEMA_BASE } from '../../../schemas/files.ts';
import { schemaRegistry } from '../../../schemas/registry.ts';
import { asRecord, getJson, IntegrationError } from '../http-json.ts';
import type { FinanceApplication, FinanceApplicationRequest, FinanceProvider, V12Deposit, V12Product } from './finance-provider.ts';

export interface HttpFinanceOptions {
  /** API base; `{url}/products` and `{url}/deposits` are read, `{url}/applications` opens an application. */
  url: string;
  retailerId: string;
  retailerGuid: string;
  /** The only origin shoppers are sent to for their application. */
  applicationOrigin: string;
  timeoutMs: number;
}

/**
 * Asks the finance provider's API, identifying us by retailer id and guid. The answers are
 * `{products: [...]}` and `{deposits: [...]}`; each entry is checked against its schema and
 * one that does not fit is left out, so a single bad product never hides the others.
 */
export function httpFinance({ url, retailerId, retailerGuid, applicationOrigin, timeoutMs }: HttpFinanceOptions): FinanceProvider {
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
    createApplication: (request) => postApplication(`${base}/applications`, request, { headers, applicationOrigin, timeoutMs }),
  };
}

/**
 * POST {url}/applications with the order, the plan and the amounts in pence → `{application_id, url}`.
 * The shopper is only ever sent to the configured application origin; an answer pointing anywhere
 * else is refused.
 */
async function postApplication(
  endpoint: string,
  request: FinanceApplicationRequest,
  { headers, applicationOrigin, timeoutMs }: { headers: Record<string, string>; applicationOrigin: string; timeoutMs: number },
): Promise<FinanceApplication> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { ...headers, Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': request.reference },
      body: JSON.stringify({
        order_reference: request.reference,
        product_id: request.productId,
        cash_price: request.cashPrice,
        deposit: request.deposit,
        loan_amount: request.loanAmount,
        customer: request.customer,
        lines: request.lines,
        return_url: request.returnUrl,
        decision_url: request.decisionUrl,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new IntegrationError('finance', error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable', {
      cause: error,
    });
  }
  const answer = asRecord(await response.json().catch(() => undefined));
  const id = answer?.['application_id'];
  const target = answer?.['url'];
  if (!response.ok || typeof id !== 'string' || typeof target !== 'string')
    throw new IntegrationError('finance', `answered HTTP ${response.status} without an application`);
  let parsed: URL;
  try {
    parsed = new URL(target);
  } catch {
    throw new IntegrationError('finance', 'answered an application address that is not a URL');
  }
  const origin = new URL(applicationOrigin).origin;
  if (parsed.origin !== origin) throw new IntegrationError('finance', `answered an application address outside ${origin}`);
  return { applicationId: id, handoffUrl: parsed.toString() };
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
