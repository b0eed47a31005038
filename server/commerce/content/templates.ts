import { PAGE_SCHEMA_VERSION } from '../../../schemas/page-version.ts';

export interface PageTemplate {
  id: string;
  name: string;
  description: string;
  /** The starting document for a new page; `title` is the page's slug made readable. */
  document(locale: 'en' | 'de', title: string): Record<string, unknown>;
}

const envelope = (locale: 'en' | 'de', title: string, children: unknown[]) => ({
  $schema: '../../../schemas/editor/page.schema.json',
  schemaVersion: PAGE_SCHEMA_VERSION,
  pageType: 'cms-page',
  layout: 'default',
  locale,
  meta: { title },
  root: { type: 'stack', id: 'page', props: { width: 'narrow' }, children },
});

/** The starting points a new page can be created from in the studio. */
export const PAGE_TEMPLATES: readonly PageTemplate[] = [
  {
    id: 'text-page',
    name: 'Text page',
    description: 'A heading and a block of text: help pages, policies, announcements.',
    document: (locale, title) =>
      envelope(locale, title, [
        { type: 'heading', id: 'title', props: { text: title, level: 1 } },
        { type: 'rich-text', id: 'body', props: { html: locale === 'de' ? '<p>Text folgt.</p>' : '<p>Write the page here.</p>' } },
      ]),
  },
  {
    id: 'landing-page',
    name: 'Landing page',
    description: 'A hero with an image, some text and a call to action: campaigns and collections.',
    document: (locale, title) =>
      envelope(locale, title, [
        {
          type: 'hero',
          id: 'hero',
          props: {
            headline: title,
            headingLevel: 1,
            image: { src: '/assets/images/delivery-doorstep.svg', alt: '', width: 1600, height: 900 },
            tone: 'dark',
            height: 'small',
          },
        },
        { type: 'rich-text', id: 'intro', props: { html: locale === 'de' ? '<p>Text folgt.</p>' : '<p>Write the introduction here.</p>' } },
      ]),
  },
  {
    id: 'blank',
    name: 'Blank page',
    description: 'Only a heading; add the blocks yourself.',
    document: (locale, title) => envelope(locale, title, [{ type: 'heading', id: 'title', props: { text: title, level: 1 } }]),
  },
];

export function findTemplate(id: string): PageTemplate | undefined {
  return PAGE_TEMPLATES.find((template) => template.id === id);
}
