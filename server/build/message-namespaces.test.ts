import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type * as esbuild from 'esbuild';
import { describe, expect, test } from 'vitest';
import { BOOT, ENTRY, REGISTRY } from './client-sources.ts';
import { namespaceProblems, namespacesUsedIn } from './message-namespaces.ts';

describe('namespacesUsedIn', () => {
  test('finds the namespaces only some blocks use, however the code names them', () => {
    expect(namespacesUsedIn(`const { t } = useTranslation('checkout');`)).toEqual(new Set(['checkout']));
    expect(namespacesUsedIn(`useTranslation(["account", 'common'])`)).toEqual(new Set(['account']));
    expect(namespacesUsedIn("t('cycletowork:quote.title') + t(`account:fields.email`)")).toEqual(new Set(['cycletowork', 'account']));
    expect(namespacesUsedIn(`i18n.t('title', { ns: 'checkout' })`)).toEqual(new Set(['checkout']));
    expect(namespacesUsedIn(`i18n.getFixedT(null, 'account')`)).toEqual(new Set(['account']));
  });

  test('leaves the same words alone where they name no messages', () => {
    expect(namespacesUsedIn(`if (pageType === 'checkout') go('/my-account/'); useTranslation('catalog'); const account = 1;`)).toEqual(new Set());
  });
});

/** A client build's module graph over made-up source files. */
function build(files: Record<string, { source: string; imports?: string[]; loads?: string[] }>) {
  const root = mkdtempSync(join(tmpdir(), 'namespaces-'));
  const inputs: esbuild.Metafile['inputs'] = {};
  for (const [file, { source, imports = [], loads = [] }] of Object.entries(files)) {
    mkdirSync(join(root, dirname(file)), { recursive: true });
    writeFileSync(join(root, file), source);
    inputs[file] = {
      bytes: source.length,
      imports: [
        ...imports.map((path) => ({ path, kind: 'import-statement' as const, original: path })),
        ...loads.map((path) => ({ path, kind: 'dynamic-import' as const, original: path })),
      ],
    };
  }
  return { root, meta: { inputs, outputs: {} } as esbuild.Metafile };
}

describe('namespaceProblems', () => {
  const files = {
    [ENTRY]: { source: '', imports: ['renderer/shell/header.tsx', REGISTRY] },
    [BOOT]: { source: '' },
    'renderer/shell/header.tsx': { source: `useTranslation('shell')` },
    [REGISTRY]: { source: '', loads: ['block-registry/blocks/pay/Pay.tsx'] },
    'block-registry/blocks/pay/Pay.tsx': { source: `useTranslation('checkout')`, loads: ['block-registry/blocks/pay/Later.tsx'] },
    'block-registry/blocks/pay/Later.tsx': { source: `t('account:fields.email')` },
  };

  test('none when each block names what it and what it loads later use, and the shell uses none', () => {
    const { root, meta } = build(files);
    expect(namespaceProblems(meta, { pay: 'block-registry/blocks/pay/Pay.tsx' }, { pay: ['checkout', 'account'] }, root)).toEqual([]);
  });

  test("a block's later part using a namespace the block does not name", () => {
    const { root, meta } = build(files);
    expect(namespaceProblems(meta, { pay: 'block-registry/blocks/pay/Pay.tsx' }, { pay: ['checkout'] }, root)).toEqual([
      `the "pay" block uses the "account" messages: name them in its registry entry's messages`,
    ]);
  });

  test('a module every page imports using one', () => {
    const { root, meta } = build({ ...files, 'renderer/shell/header.tsx': { source: `useTranslation('account')` } });
    expect(namespaceProblems(meta, { pay: 'block-registry/blocks/pay/Pay.tsx' }, { pay: ['checkout', 'account'] }, root)).toEqual([
      `renderer/shell/header.tsx is on every page and uses the "account" messages, which only some blocks load`,
    ]);
  });
});
