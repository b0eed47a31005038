import { afterAll, expect, test } from 'vitest';

const FORMATTERS = ['DateTimeFormat', 'NumberFormat', 'Collator', 'DisplayNames', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter'] as const;
const made: string[] = [];
const originals = new Map<string, unknown>();

// Every Intl formatter made from here on is counted: the first one a page makes starts ICU, the
// longest step of the app's start on a page that formats nothing (docs/decisions/025).
for (const name of FORMATTERS) {
  const original = Intl[name] as unknown as new (...args: unknown[]) => object;
  originals.set(name, original);
  (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
    construct(target, args, newTarget) {
      made.push(`Intl.${name}(${JSON.stringify(args)})`);
      return Reflect.construct(target, args, newTarget);
    },
    apply(target, self, args) {
      made.push(`Intl.${name}(${JSON.stringify(args)})`);
      return Reflect.apply(target, self, args);
    },
  });
}

afterAll(() => {
  for (const [name, original] of originals) (Intl as unknown as Record<string, unknown>)[name] = original;
});

test('loading the client app and every block makes no Intl formatter until a render needs one', async () => {
  // Imported here, not above: a static import would load the modules before the count starts.
  await import('./start.tsx');
  const { blockModules } = await import('../server/block-modules.ts');
  for (const source of Object.values(blockModules())) await import(`../../${source}`);
  expect(made).toEqual([]);
});
