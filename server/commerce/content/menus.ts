import type { MenuEntry, SocialLink } from '../../../schemas/generated/index.ts';
import type { Queryable } from '../../db/database.ts';

export type MenuName = 'main' | 'nav-bar' | 'footer';

interface MenuRow {
  id: string;
  level: number;
  lft: number;
  parent_id: string | null;
  title: string;
  url: string;
}

/** A menu as the spec's calls give it: id, level, lft, parent {id}; ordered by level then lft. */
export async function menuEntries(db: Queryable, menu: MenuName, locale: 'en' | 'de', maxLevel = 9): Promise<MenuEntry[]> {
  const rows = await db.query<MenuRow>(
    'select id, level, lft, parent_id, title, url from menu_entries where menu = $1 and locale = $2 and level <= $3 order by level, lft',
    [menu, locale, maxLevel],
  );
  return rows.map((row) => ({
    id: row.id,
    level: row.level,
    lft: row.lft,
    parent: row.parent_id ? { id: row.parent_id } : null,
    title: row.title,
    url: row.url,
  }));
}

export async function socialLinks(db: Queryable): Promise<SocialLink[]> {
  const rows = await db.query<{ id: string; link_url: string; link_text: string; icon: SocialLink['icon'] }>(
    'select id, link_url, link_text, icon from social_links order by position',
  );
  return rows.map((row) => ({ id: row.id, linkUrl: row.link_url, linkText: row.link_text, icon: row.icon }));
}
