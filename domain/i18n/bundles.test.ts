import { expect, test } from 'vitest';
import { resources } from './resources.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

test('English and German bundles have exactly the same keys in every namespace', () => {
  expect(Object.keys(resources.de).sort()).toEqual(Object.keys(resources.en).sort());
  for (const ns of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
    const en = keys(resources.en[ns]).sort();
    const de = keys(resources.de[ns]).sort();
    expect({ ns, missingInGerman: en.filter((k) => !de.includes(k)), missingInEnglish: de.filter((k) => !en.includes(k)) }).toEqual({
      ns,
      missingInGerman: [],
      missingInEnglish: [],
    });
  }
});

test('no translation is empty', () => {
  for (const lang of ['en', 'de'] as const) {
    for (const [ns, bundle] of Object.entries(resources[lang])) {
      for (const [key, value] of Object.entries(bundle)) expect(String(value).trim(), `${lang}/${ns}:${key}`).not.toBe('');
    }
  }
});
