import { invalid } from '../../lib/errors.ts';
import type { CartItemOption } from '../../../domain/cart/cart-types.ts';
import { isPaintHex, PAINT_COLOURS } from '../../../domain/catalog/paint.ts';

/** The custom colour editor's choices: three colours of the workshop's palette, the paint finish and the gradient angle. */
const PAINT = (v: string) => isPaintHex(v);
const PALETTE_WORDS = `a colour of the paint palette (${Object.values(PAINT_COLOURS).join(', ')})`;
// A Map: an option id from the request never reaches an inherited property such as "constructor".
const FIELDS = new Map<string, { accepts: (v: string) => boolean; expected: string }>([
  ['frame_colour', { accepts: PAINT, expected: PALETTE_WORDS }],
  ['top_tube_logo_colour', { accepts: PAINT, expected: PALETTE_WORDS }],
  ['down_tube_logo_colour', { accepts: PAINT, expected: PALETTE_WORDS }],
  ['paint_finish', { accepts: (v) => v === 'matt' || v === 'gloss', expected: '"matt" or "gloss"' }],
  ['gradient_angle', { accepts: (v) => v === 'horizontal' || v === 'diagonal', expected: '"horizontal" or "diagonal"' }],
]);
export const CUSTOM_COLOUR_FIELDS = [...FIELDS.keys()];

/** Checks the entered options of a custom colour item; colours come back lower case, in a fixed order. */
export function customColourOptions(entered: readonly CartItemOption[] | undefined, at: string): CartItemOption[] {
  const byUid = new Map<string, string>();
  for (const [i, option] of (entered ?? []).entries()) {
    const rule = FIELDS.get(option.uid);
    if (!rule)
      throw invalid(`Unknown custom colour option "${option.uid.slice(0, 40)}"; use ${CUSTOM_COLOUR_FIELDS.join(', ')}.`, `${at}.entered_options[${i}].uid`);
    if (byUid.has(option.uid)) throw invalid(`The custom colour option "${option.uid}" is given twice.`, `${at}.entered_options[${i}].uid`);
    if (!rule.accepts(option.value)) throw invalid(`"${option.uid}" must be ${rule.expected}.`, `${at}.entered_options[${i}].value`);
    byUid.set(option.uid, option.value);
  }
  const missing = CUSTOM_COLOUR_FIELDS.filter((uid) => !byUid.has(uid));
  if (missing.length) throw invalid(`The custom colour needs ${missing.join(', ')}.`, `${at}.entered_options`);
  return CUSTOM_COLOUR_FIELDS.map((uid) => ({ uid, value: uid.endsWith('colour') ? String(byUid.get(uid)).toLowerCase() : String(byUid.get(uid)) }));
}
