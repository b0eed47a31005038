/** The store's languages and the Intl locale each formats numbers, money and dates in (en-GB is the fallback, spec section 9). */
const INTL_LOCALES = { en: 'en-GB', de: 'de-DE' } as const;

/** The Intl locale for a page language: 'de' → 'de-DE', anything else → 'en-GB'. */
export function intlLocale(language: string): string {
  return language === 'de' ? INTL_LOCALES.de : INTL_LOCALES.en;
}

/** A calendar date (`YYYY-MM-DD`) or a timestamp, as the shopper reads dates (pages and emails alike). */
export function formatDate(value: string, language: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return dateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'Europe/London' }).format(date);
}

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
let numberFormatsAsked = 0;

/**
 * An `Intl.NumberFormat`, made once per locale and options: making one costs about a hundred
 * times what formatting a number with it does (and `toLocaleString` with options makes one each call).
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  numberFormatsAsked += 1;
  return madeOnce(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/**
 * How many times a number format has been asked for in this process. A synchronous render that
 * reads it before and after knows whether its page formats numbers, which the browser then
 * prepares for (renderer/client/number-warm-up.ts).
 */
export function numberFormatsAskedFor(): number {
  return numberFormatsAsked;
}

/** An `Intl.DateTimeFormat`, made once per locale and options (see numberFormat). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return madeOnce(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

function madeOnce<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = remembering(make());
    formats.set(key, format);
  }
  return format;
}

/** How many results each format keeps (see `remembering`); it starts afresh when full. */
const REMEMBERED_RESULTS = 512;

/**
 * The format with its `format` remembering what it wrote for each number or moment: ICU takes
 * microseconds for each call (a date in a time zone about ten), and a page writes the same prices,
 * ratings and dates on every render. Its other methods are the format's own.
 */
function remembering<F extends Intl.NumberFormat | Intl.DateTimeFormat>(format: F): F {
  const write = format.format as (value?: number | bigint | Date) => string;
  const written = new Map<number | bigint, string>();
  const rememberedFormat = (value?: number | bigint | Date): string => {
    const key = value instanceof Date ? value.getTime() : value;
    // Minus zero would share zero's entry, and is written with its sign.
    if (key === undefined || Object.is(key, -0)) return write(value);
    let text = written.get(key);
    if (text === undefined) {
      if (written.size >= REMEMBERED_RESULTS) written.clear();
      text = write(value);
      written.set(key, text);
    }
    return text;
  };
  Object.defineProperty(format, 'format', { value: rememberedFormat });
  return format;
}
