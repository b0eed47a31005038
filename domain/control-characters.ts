const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * The first control character in `text` (C0, DEL or C1), or undefined. Tabs and line
 * breaks pass where `lineBreaks` allows them: a body's free text may span lines, an
 * address, a name or a query parameter may not.
 */
export function controlCharacterIn(text: string, lineBreaks: boolean): number | undefined {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code < 0x7f) continue;
    if (code > 0x9f) continue;
    if (lineBreaks && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return code;
  }
  return undefined;
}

/** True when text holds any control character, line breaks and tabs included. */
export const hasControlCharacter = (text: string): boolean => controlCharacterIn(text, false) !== undefined;
