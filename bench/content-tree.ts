import type { BlogPostCard, PageNode, PageTree, Shell } from '../schemas/generated/index.ts';
import { PAGE_SCHEMA_VERSION } from '../schemas/page-version.ts';

/** A content page of ordinary size: a title, ten sections of text and three journal cards. */
export const SECTIONS = Array.from({ length: 10 }, (_, index) => ({
  title: `Section ${index + 1}: delivery, returns and your new bike`,
  html: `<p>Every bike is built and checked by hand in our workshop before it ships. It arrives in a protective box with the handlebar turned and the pedals in a separate bag; <strong>allow ten minutes</strong> to set it up.</p><ul><li>Free UK delivery on every bike</li><li>30-day test ride</li><li>Two-year warranty on parts</li></ul>`,
}));

export const CARDS: BlogPostCard[] = ['dark-peak-gravel-loop', 'tubeless-set-up-step-by-step', 'e-bike-battery-care'].map((slug, index) => ({
  slug,
  title: `Journal post ${index + 1}`,
  publishedAt: `2025-0${index + 7}-10T09:00:00.000Z`,
  category: 'advice',
  tags: ['gravel', 'road'],
  excerpt: 'A size chart gets most riders close. Stack and reach, your inside leg and how you like to ride get you the rest of the way.',
  image: `/assets/images/blog/${slug}.svg`,
  author: 'Workshop team',
}));

export const SHELL: Shell = {
  site: { name: 'Northvale Cycles', variant: 'default', defaultLocale: 'en', showGoInStore: false },
  mainMenu: ['Bikes', 'Components', 'Accessories', 'Sale', 'Journal'].map((title, index) => ({
    id: title.toLowerCase(),
    level: 1,
    lft: index,
    parent: null,
    title,
    url: `/${title.toLowerCase()}/`,
  })),
  footerMenu: [],
  socialLinks: [],
};

const children: PageNode[] = [
  { type: 'heading', id: 'title', props: { text: 'Delivery and returns', level: 1 } },
  ...SECTIONS.flatMap((section, index): PageNode[] => [
    { type: 'heading', id: `section-${index}`, props: { text: section.title, level: 2 } },
    { type: 'rich-text', id: `section-${index}-text`, props: { html: section.html } },
  ]),
  { type: 'blog-list', id: 'journal', props: { posts: CARDS, page: 1, pageCount: 1, basePath: '/blog/' } },
];

export const BENCH_TREE: PageTree = {
  schemaVersion: PAGE_SCHEMA_VERSION,
  pageType: 'cms-page',
  layout: 'default',
  locale: 'en',
  meta: { title: 'Delivery and returns | Northvale Cycles', canonical: '/delivery/' },
  shell: SHELL,
  root: { type: 'stack', id: 'page', props: { width: 'narrow' }, children },
};
