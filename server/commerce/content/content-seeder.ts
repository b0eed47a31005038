import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from '../../db/database.ts';
import type { Seeder } from '../../db/seed.ts';

export const FIXTURES_DIR = join(process.cwd(), 'fixtures');
export const CONTENT_DIR = join(FIXTURES_DIR, 'content');

interface MenuFixture {
  id: string;
  title: string;
  url: string;
  children?: MenuFixture[];
}

type MenusFixture = Record<'main' | 'nav-bar' | 'footer', Record<'en' | 'de', MenuFixture[]>>;

interface RedirectFixture {
  from: string;
  to: string;
}

function readJson<T>(...path: string[]): T {
  return JSON.parse(readFileSync(join(FIXTURES_DIR, ...path), 'utf8')) as T;
}

/** Every content page file: `fixtures/content/{locale}/{slug}.json`. */
export function contentPageFiles(): { locale: 'en' | 'de'; slug: string; file: string }[] {
  return (['en', 'de'] as const).flatMap((locale) =>
    readdirSync(join(CONTENT_DIR, locale))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => ({ locale, slug: name.slice(0, -'.json'.length), file: join(CONTENT_DIR, locale, name) })),
  );
}

async function insertMenu(
  tx: Queryable,
  menu: string,
  locale: string,
  entries: MenuFixture[],
  level: number,
  parentId: string | null,
  counter: { lft: number },
) {
  for (const entry of entries) {
    const lft = counter.lft++;
    await tx.query('insert into menu_entries (id, menu, locale, level, lft, parent_id, title, url) values ($1, $2, $3, $4, $5, $6, $7, $8)', [
      entry.id,
      menu,
      locale,
      level,
      lft,
      parentId,
      entry.title,
      entry.url,
    ]);
    if (entry.children) await insertMenu(tx, menu, locale, entry.children, level + 1, entry.id, counter);
  }
}

export const contentSeeder: Seeder = {
  name: 'content',
  demo: false,
  async run(tx) {
    for (const { locale, slug, file } of contentPageFiles()) {
      // The file's own text: the draft and the first version keep its key order (json, not jsonb).
      const text = readFileSync(file, 'utf8').trim();
      await tx.query("insert into cms_pages (slug, locale, document, version, published_by) values ($1, $2, $3, 1, 'fixtures')", [slug, locale, text]);
      await tx.query("insert into cms_page_drafts (slug, locale, document, revision, saved_by) values ($1, $2, $3, 1, 'fixtures')", [slug, locale, text]);
      await tx.query("insert into cms_page_versions (slug, locale, version, document, published_by) values ($1, $2, 1, $3, 'fixtures')", [slug, locale, text]);
      if (slug !== 'home') {
        await tx.query("insert into url_rewrites (url_key, page_type, target_id) values ($1, 'cms-page', $1) on conflict do nothing", [slug]);
      }
    }
    const menus = readJson<MenusFixture>('navigation', 'menus.json');
    for (const [menu, byLocale] of Object.entries(menus)) {
      for (const [locale, entries] of Object.entries(byLocale)) await insertMenu(tx, menu, locale, entries, 1, null, { lft: 0 });
    }
    const social = readJson<{ id: string; linkUrl: string; linkText: string; icon: string }[]>('navigation', 'social-links.json');
    for (const [position, link] of social.entries()) {
      await tx.query('insert into social_links (id, link_url, link_text, icon, position) values ($1, $2, $3, $4, $5)', [
        link.id,
        link.linkUrl,
        link.linkText,
        link.icon,
        position,
      ]);
    }
    for (const { from, to } of readJson<RedirectFixture[]>('navigation', 'redirects.json')) {
      await tx.query("insert into url_rewrites (url_key, redirect_url, page_status) values ($1, $2, '301')", [from.replace(/^\/+|\/+$/g, ''), to]);
    }
  },
};
