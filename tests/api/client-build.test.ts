import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { withStaticImports } from '../../bench/first-load.ts';
import { buildClient, buildIsStale, COMPILE_HINT } from '../../server/build/build-client.ts';
import { type ClientAssets, readClientAssets } from '../../server/render/assets.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

describe('a rebuild keeps the previous build, so pages opened before a deploy keep their assets', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'client-build-'));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ deps: { clientDir: outDir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  const status = async (file: string) => (await fetch(`${server.url}/${file}`)).status;

  test('the build is stale until built, then fresh; other options make it stale again', { timeout: 180_000 }, async () => {
    expect(buildIsStale({ minify: false, outDir })).toBe(true);
    await buildClient({ minify: false, outDir });
    expect(buildIsStale({ minify: false, outDir })).toBe(false);
    expect(buildIsStale({ minify: true, outDir })).toBe(true);

    // A changed source shows as a changed hash of the inputs the build read.
    const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as { sourceHash: string };
    writeFileSync(join(outDir, 'manifest.json'), JSON.stringify({ ...manifest, sourceHash: 'from-other-sources' }));
    expect(buildIsStale({ minify: false, outDir })).toBe(true);
    writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(manifest));

    // So does a block's stylesheet gone from the folder: pages would name it.
    const sheet = readClientAssets(outDir).blockStylesheets?.[0] as string;
    renameSync(join(outDir, sheet), join(outDir, `${sheet}.away`));
    expect(buildIsStale({ minify: false, outDir })).toBe(true);
    renameSync(join(outDir, `${sheet}.away`), join(outDir, sheet));
    expect(buildIsStale({ minify: false, outDir })).toBe(false);
  });

  test("React's packages are wrapped for the app's modules once each, not once per module that imports them", () => {
    // The readable build of the test above.
    const assets = readClientAssets(outDir);
    const code = [assets.js, ...(assets.chunks ?? [])].map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
    const wrapped = (name: string) => code.split(`__toESM(require_${name}()`).length - 1;
    expect({ react: wrapped('react'), jsxRuntime: wrapped('jsx_runtime'), client: wrapped('client') }).toEqual({ react: 1, jsxRuntime: 1, client: 1 });
  });

  test("the libraries are evaluated a task before the app's own modules: their chunks hold React DOM and none of the app's code", () => {
    // The readable build of the first test: the boot script imports `libraries`, then the entry (renderer/client/boot.ts).
    const assets = readClientAssets(outDir);
    const code = (files: Iterable<string>) => [...files].map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
    const libraries = withStaticImports(outDir, [assets.libraries ?? 'no libraries entry']);
    const entry = withStaticImports(outDir, [assets.js]);
    // Everything the libraries need the entry needs too, so the entry finds them evaluated.
    for (const file of libraries) if (file !== assets.libraries) expect(entry, file).toContain(file);
    const libraryCode = code(libraries);
    const appCode = code([...entry].filter((file) => !libraries.has(file)));
    expect(libraryCode).toContain('var require_client =');
    expect(appCode).not.toContain('var require_client =');
    expect(libraryCode).not.toContain('startApp');
    expect(appCode).toContain('startApp');
  });

  test('every script the build writes asks V8 to compile its functions as it streams in, not on the main thread when first called', () => {
    const assets = readClientAssets(outDir);
    const scripts = [
      assets.js,
      assets.boot,
      assets.libraries ?? 'no libraries entry',
      ...(assets.bootChunks ?? []),
      ...(assets.chunks ?? []),
      ...Object.values(assets.blocks ?? {}).flat(),
      ...Object.values(assets.messages ?? {}).flat(),
    ];
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of new Set(scripts)) expect(readFileSync(join(outDir, file), 'utf8').split('\n', 1)[0], file).toBe(COMPILE_HINT);
  });

  test('the number warm-up worker is a script of its own that imports nothing, so it runs as a classic worker', () => {
    const { numberWarmUp } = readClientAssets(outDir);
    const code = readFileSync(join(outDir, numberWarmUp ?? 'no number warm-up'), 'utf8');
    expect(code).toContain('Intl.NumberFormat');
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
  });

  test("the font every page preloads is Inter's Latin core cut to what its rule declares, not the package's whole file", () => {
    const fonts = readClientAssets(outDir).fonts ?? [];
    expect(fonts).toHaveLength(1);
    const built = readFileSync(join(outDir, fonts[0] as string));
    const whole = readFileSync(createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
    expect(built.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(built.length).toBeLessThan(whole.length * 0.5);
    // The package's files are inputs of the build: a new version of the font makes it stale.
    const { inputs } = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as { inputs: string[] };
    expect(inputs).toContain('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
    expect(inputs).toContain('node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2');
    // The stylesheet names the cut files, with the weights they were cut to; the preloaded one is the core.
    const css = readFileSync(join(outDir, readClientAssets(outDir).css), 'utf8');
    expect(css).toMatch(new RegExp(`font-weight: ?400 900;[^}]*/${fonts[0]}"`));
    expect(fonts[0]).toMatch(/^assets\/inter-latin-wght-normal-core-\w+\.woff2$/);
    expect(css).toMatch(/\/assets\/inter-latin-wght-normal-rest-\w+\.woff2"/);
  });

  test('after a rebuild the old script, stylesheet and font still answer 200, and files of older builds are removed', { timeout: 180_000 }, async () => {
    const first: ClientAssets = readClientAssets(outDir);
    for (const file of [first.js, first.css, ...(first.fonts ?? [])]) expect(await status(file), file).toBe(200);
    // A file of a build before the previous one: in no manifest any more.
    writeFileSync(join(outDir, 'assets', 'app-OLDERBUILD.js'), 'export {};');

    await buildClient({ minify: true, outDir });
    const second = readClientAssets(outDir);
    expect(second.js).not.toBe(first.js);
    expect(second.css).not.toBe(first.css);
    for (const file of [first.js, first.css, second.js, second.css]) expect(await status(file), file).toBe(200);
    expect((await fetch(`${server.url}/${first.css}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(existsSync(join(outDir, 'assets', 'app-OLDERBUILD.js'))).toBe(false);
    expect(await status('assets/app-OLDERBUILD.js')).toBe(404);

    // Rebuilding the same sources gives the same names, and keeps the build before.
    await buildClient({ minify: false, outDir });
    expect(readClientAssets(outDir).js).toBe(first.js);
    for (const file of [first.js, first.css, second.js, second.css]) expect(existsSync(join(outDir, file)), file).toBe(true);
  });
});
