import { addMessages } from './instances.ts';
import { resources } from './resources.ts';

export { i18nFor, loadMessages } from './instances.ts';
export { isLanguage, LANGUAGES, type Language } from './languages.ts';

// Server code (pages, emails, errors) speaks every language at once: all messages are in from the start.
addMessages('en', resources.en);
addMessages('de', resources.de);
