import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITOR_SCHEMA_PATH } from '../../../schemas/editor-schema.ts';
import { SCHEMAS_DIR } from '../../../schemas/files.ts';
import type { PageNode } from '../../../schemas/generated/index.ts';
import { node } from '../node.ts';
import { backOfficePage } from './back-office.ts';
import type { ComposedPage, PageRequest } from '../types.ts';
import { PAGE_SCHEMA_VERSION } from '../../../schemas/page-version.ts';

/**
 * The studio's pages are page trees like any other: composed here, rendered by the one
 * renderer from the studio blocks. They hold no staff data; the blocks read it through the
 * studio API, which checks the staff session and role on every call.
 */
function studioPage(req: PageRequest, title: string, root: PageNode): ComposedPage {
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'studio',
    layout: 'basic',
    locale: req.site.locale,
    meta: { title, robots: 'noindex, nofollow' },
    root,
  };
}

/** Blocks an editor may put on a content page (the rest need data only the server composes: carts, orders, products). */
export const CONTENT_BLOCKS = [
  'hero',
  'heading',
  'rich-text',
  'image',
  'stack',
  'columns',
  'card-grid',
  'carousel',
  'call-to-action',
  'usp-bar',
  'accordion-menu',
  'email-sign-up',
  'go-in-store',
  'finance-calculator',
] as const;

interface EditorData {
  schemas: Record<string, unknown>;
  blockTypes: { type: string; title: string; description?: string }[];
  images: { src: string }[];
  links: string[];
}

let editorData: EditorData | undefined;

/** What the editor's forms and pickers need, read once: the block schemas (one-file bundle), pictures and site paths. */
function readEditorData(): EditorData {
  if (editorData) return editorData;
  const bundle = JSON.parse(readFileSync(join(SCHEMAS_DIR, EDITOR_SCHEMA_PATH), 'utf8')) as {
    definitions: Record<string, { title?: string; description?: string }>;
  };
  const blockTypes = CONTENT_BLOCKS.map((type) => {
    const schema = bundle.definitions[`blocks.${type}`];
    const title = type.charAt(0).toUpperCase() + type.slice(1).replaceAll('-', ' ');
    return { type, title, ...(schema?.description ? { description: schema.description } : {}) };
  });
  const imagesDir = join(process.cwd(), 'renderer', 'public', 'images');
  const images = readdirSync(imagesDir)
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .map((name) => ({ src: `/assets/images/${name}` }));
  const contentDir = join(process.cwd(), 'fixtures', 'content', 'en');
  const links = [
    '/',
    ...readdirSync(contentDir)
      .filter((name) => name.endsWith('.json') && name !== 'home.json')
      .sort()
      .map((name) => `/${name.slice(0, -'.json'.length)}/`),
    '/bikes/',
    '/blog/',
    '/search/',
  ];
  editorData = { schemas: bundle.definitions, blockTypes, images, links };
  return editorData;
}

export async function composeStudioLogin(req: PageRequest): Promise<ComposedPage> {
  return studioPage(req, 'Studio sign-in', node('studio-login', 'studio-login', {}));
}

export async function composeStudioPages(req: PageRequest): Promise<ComposedPage | undefined> {
  return backOfficePage(req, 'pages', 'Pages', [node('studio-pages', 'studio-pages', { locale: req.site.locale })]);
}

export async function composeStudioEditor(req: PageRequest, params: Record<string, string>): Promise<ComposedPage | undefined> {
  const { locale, slug } = params;
  if ((locale !== 'en' && locale !== 'de') || !slug) return undefined;
  return studioPage(req, `Studio · ${slug}`, node('studio-editor', 'studio-editor', { locale, slug, ...readEditorData() }));
}
