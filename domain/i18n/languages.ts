export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'de';
}

/** The shop's language of a country's locale (`de-AT` → de); English for every other. */
export function languageOfLocale(locale: string | undefined): Language {
  return locale?.startsWith('de') ? 'de' : 'en';
}
