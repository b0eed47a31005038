/**
 * One value per worker thread, made on first use. The api and browser test files of a worker
 * share its thread but load the store's and the helpers' modules afresh (fresh-modules.ts), so a
 * module-level cache would be made again in every file; globalThis outlives them.
 */
export function perWorker<T>(name: string, make: () => T): T {
  const slots = globalThis as unknown as Record<symbol, T | undefined>;
  const slot = Symbol.for(`storefront.test.${name}`);
  slots[slot] ??= make();
  return slots[slot];
}
