import type { Language } from '../i18n/languages.ts';

/**
 * The catalogue's texts in the shop's languages. English is always there; a German text may be
 * missing (an import that left it out, a product added by CSV) or empty, and is then shown in English.
 */
export type Texts = { en: string; de?: string };

/** The text in the language asked, or the English one where that language has none. */
export function textIn(texts: Texts, locale: Language): string {
  const text = texts[locale];
  return text?.trim() ? text : texts.en;
}

/** A product's name and specification values in the languages besides English (their own fields hold the English). */
export interface ProductTranslations {
  de?: { name?: string; specification?: Record<string, string> };
}

/** What a product carries in English, with its translations. */
export interface TranslatedProduct {
  name: string;
  specification?: Record<string, string>;
  translations?: ProductTranslations | null;
}

const translated = (product: TranslatedProduct, locale: Language) => (locale === 'en' ? undefined : product.translations?.[locale]);

/** The product's name in a language, falling back to English. */
export function productNameIn(product: TranslatedProduct, locale: Language): string {
  return textIn({ en: product.name, de: translated(product, locale)?.name }, locale);
}

/** The product's specification values in a language, each falling back to English; the keys stay. */
export function specificationIn(product: TranslatedProduct, locale: Language): Record<string, string> {
  const values = translated(product, locale)?.specification ?? {};
  return Object.fromEntries(Object.entries(product.specification ?? {}).map(([key, en]) => [key, textIn({ en, de: values[key] }, locale)]));
}
