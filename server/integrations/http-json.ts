/** A call to an outside party that failed: unreachable, too slow, or an answer we cannot use. */
export class IntegrationError extends Error {
  constructor(
    readonly party: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${party}: ${message}`, options);
    this.name = 'IntegrationError';
  }
}

export interface GetJsonOptions {
  timeoutMs: number;
  headers?: Record<string, string>;
}

/** GETs JSON from an outside party; the timeout covers the whole answer, body included. */
export async function getJson(party: string, url: string, { timeoutMs, headers = {} }: GetJsonOptions): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json', ...headers }, signal, redirect: 'follow' });
  } catch (error) {
    throw new IntegrationError(party, describeFailure(error, timeoutMs), { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new IntegrationError(party, `answered HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new IntegrationError(party, signal.aborted ? `no answer within ${timeoutMs} ms` : 'answered something that is not JSON', { cause: error });
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  return `unreachable (${cause ?? (error instanceof Error ? error.message : String(error))})`;
}

/** A plain object, or undefined: outside answers are read field by field, never trusted whole. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
