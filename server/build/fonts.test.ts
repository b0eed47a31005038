import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { cutFont, FONTS_CSS, fontFaces, unicodeRange } from './fonts.ts';
import { stylesheets } from './stylesheets.ts';

const ROOT = process.cwd();
const require = createRequire(join(ROOT, 'package.json'));
const faces = fontFaces(readFileSync(join(ROOT, FONTS_CSS), 'utf8'));
const everyStylesheet = () => ['renderer', 'block-registry'].flatMap((dir) => stylesheets(join(ROOT, dir)));
const declarations = (property: RegExp) =>
  everyStylesheet().flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => {
        const match = property.exec(line);
        return match ? [{ value: (match[1] as string).trim(), at: `${relative(ROOT, file)}:${i + 1}` }] : [];
      }),
  );

/** The `wght` axis of an OpenType font (sfnt): its minimum, default and maximum, from the `fvar` table. */
function weightAxis(font: Buffer): { min: number; default: number; max: number } | undefined {
  const tables = font.readUInt16BE(4);
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) !== 'fvar') continue;
    const fvar = font.readUInt32BE(record + 8);
    const axesAt = fvar + font.readUInt16BE(fvar + 4);
    const axes = font.readUInt16BE(fvar + 8);
    const axisSize = font.readUInt16BE(fvar + 10);
    for (let axis = 0; axis < axes; axis++) {
      const at = axesAt + axis * axisSize;
      if (font.toString('latin1', at, at + 4) !== 'wght') continue;
      const fixed = (offset: number) => font.readInt32BE(at + offset) / 65536;
      return { min: fixed(4), default: fixed(8), max: fixed(12) };
    }
  }
  return undefined;
}

const [core, rest] = faces;
/** The characters of the package's Latin file, as its own stylesheet gives them. */
const packageLatin = (): number[] => {
  const packageCss = readFileSync(require.resolve('@fontsource-variable/inter/index.css'), 'utf8');
  const range = /\/\* inter-latin-wght-normal \*\/[^}]*unicode-range:([^;]+);/.exec(packageCss)?.[1];
  if (!range) throw new Error("The package's stylesheet has no Latin face");
  return unicodeRange(range);
};

test('the fonts stylesheet declares Inter in three faces: the Latin core, the rest of Latin, and its extension, each with weights and characters', () => {
  expect(faces.map((face) => face.url)).toEqual([
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?core',
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?rest',
    '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  ]);
  for (const character of 'Aaß€£–“”„…ÄÖÜ') expect(core?.codePoints, character).toContain(character.codePointAt(0));
  expect(unicodeRange('U+0041-0043, U+20AC')).toEqual([0x41, 0x42, 0x43, 0x20ac]);
  expect(() => unicodeRange('U+00??')).toThrow(/is not a unicode-range this build reads/);
});

test("the Latin core and rest split the Latin file's characters between them, none in both, none left out", () => {
  const both = [...(core?.codePoints ?? []), ...(rest?.codePoints ?? [])];
  expect(new Set(both).size).toBe(both.length);
  expect(both.sort((a, b) => a - b)).toEqual(packageLatin());
});

test("the store's own words in English and German use only the Latin core: no page fetches the rest for its shell", () => {
  const latin = new Set(packageLatin());
  const inCore = new Set(core?.codePoints);
  const locales = join(ROOT, 'domain/i18n/locales');
  const outside = readdirSync(locales, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      [...new Set(readFileSync(join(locales, file), 'utf8'))]
        .filter((character) => latin.has(character.codePointAt(0) as number) && !inCore.has(character.codePointAt(0) as number))
        .map((character) => `${file}: ${character} (U+${(character.codePointAt(0) as number).toString(16).toUpperCase()})`),
    );
  expect(outside).toEqual([]);
});

test('no stylesheet asks for a weight the cut fonts do not have: each would be drawn at the nearest one instead', () => {
  const named: Record<string, number> = { normal: 400, bold: 700 };
  const outside = declarations(/font-weight:\s*([^;]+);/)
    .filter(({ at }) => !at.startsWith(FONTS_CSS))
    .filter(({ value }) => {
      const weight = named[value] ?? Number(value);
      // bolder, lighter, inherit: relative to a weight some other rule sets.
      if (Number.isNaN(weight)) return false;
      return faces.some((face) => weight < face.weights.min || weight > face.weights.max);
    })
    .map(({ value, at }) => `${at} font-weight: ${value}`);
  expect(outside).toEqual([]);
});

test('no stylesheet turns on an OpenType feature the cut fonts drop: only tabular figures', () => {
  expect(declarations(/font-feature-settings:\s*([^;]+);/)).toEqual([]);
  const numeric = declarations(/font-variant-numeric:\s*([^;]+);/).filter(({ value }) => value !== 'tabular-nums' && value !== 'normal');
  expect(numeric).toEqual([]);
  expect(declarations(/font-variant-(?:caps|ligatures|alternates|east-asian|position):\s*([^;]+);/)).toEqual([]);
});

test("Inter's Latin core, cut, still varies across its declared weights and is under half the package's file", { timeout: 30_000 }, async () => {
  if (!core) throw new Error(`${FONTS_CSS} declares no face`);
  const file = readFileSync(require.resolve(core.file));
  expect(weightAxis(await cutFont(file, core, 'sfnt'))).toEqual({ min: core.weights.min, default: 400, max: core.weights.max });
  const woff2 = await cutFont(file, core);
  expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2');
  expect(woff2.length).toBeLessThan(file.length * 0.5);
});
