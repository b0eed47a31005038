import { beforeAll, describe, expect, test } from 'vitest';
import { SHELL } from '../../bench/content-tree.ts';
import { loadMessages } from '../../domain/i18n/instances.ts';
import type { PageTree, Shell } from '../../schemas/generated/index.ts';
import { reportOnce } from '../render-context.tsx';
import { KeptMarkup } from './kept-markup.ts';
import { renderPageToHtml } from './render-page.tsx';

const entry = (id: string, title: string, parent: string | null, lft: number) => ({
  id,
  level: parent ? 2 : 1,
  lft,
  parent: parent ? { id: parent } : null,
  title,
  url: `/${id}/`,
});

const shell: Shell = {
  ...SHELL,
  mainMenu: [entry('bikes', 'Bikes', null, 1), entry('road', 'Road', 'bikes', 2), entry('gravel', 'Gravel', 'bikes', 3), entry('sale', 'Sale', null, 4)],
  footerMenu: [entry('help', 'Help', null, 1), entry('delivery', 'Delivery', 'help', 2), entry('returns', 'Returns', 'help', 3)],
  socialLinks: [{ id: 'strava', icon: 'strava', linkText: 'Strava club', linkUrl: 'https://www.strava.com/' }],
};

const page = (
  title: string,
  { locale = 'en', layout = 'default', pageShell = shell }: { locale?: 'en' | 'de'; layout?: PageTree['layout']; pageShell?: Shell } = {},
): PageTree =>
  ({
    schemaVersion: 2,
    pageType: 'cms-page',
    layout,
    locale,
    meta: { title },
    shell: pageShell,
    root: { type: 'stack', id: 'root', props: {}, children: [{ type: 'heading', id: 'title', props: { text: title, level: 1 } }] },
  }) as PageTree;

const render = (tree: PageTree, kept?: KeptMarkup) =>
  renderPageToHtml(tree, {
    url: '/kept-test/?visit=1',
    settings: { diagnostics: 'show', report: reportOnce },
    onBlockError: () => undefined,
    ...(kept ? { kept } : {}),
  });

/** Kept markup that lists the keys it was given. */
class RecordingKeptMarkup extends KeptMarkup {
  readonly keys: string[] = [];
  override set(key: string, html: string): void {
    if (!this.keys.includes(key)) this.keys.push(key);
    super.set(key, html);
  }
}

describe('kept markup', () => {
  beforeAll(() => Promise.all([loadMessages('en'), loadMessages('de')]));

  test('the first render keeps the navigation and the footer, and later pages write them as kept: every page the same to the byte as rendered in full', async () => {
    const kept = new KeptMarkup();
    const first = page('Delivery');
    const full = await render(first);
    expect((await render(first, kept)).html).toBe(full.html);
    expect(kept.size).toBe(2);
    // The marks are gone from what is sent.
    expect(full.html).not.toContain('data-kept');

    const second = page('Returns');
    const secondFull = await render(second);
    const secondKept = await render(second, kept);
    expect(secondKept).toEqual(secondFull);
    expect(kept.size).toBe(2);
    // The kept contents hold the panels' ids, from their place in the page as the browser renders it.
    expect(secondKept.html).toMatch(/aria-controls="(_R_[^"]+-bikes)"[\s\S]*id="\1"/);
    expect(secondKept.html).toContain('Strava club');
  });

  test('a later page writes the kept contents, without rendering them again', async () => {
    const kept = new RecordingKeptMarkup();
    const real = await render(page('Delivery'), kept);
    expect(kept.keys).toHaveLength(2);
    // Planting another content under each key shows that a later page writes what is kept.
    for (const key of kept.keys) kept.set(key, '<span>kept</span>');
    const written = (await render(page('Returns'), kept)).html;
    expect(written.match(/<span>kept<\/span>/g)).toHaveLength(2);
    expect(written).toContain('<nav class="main-nav" aria-label="Main navigation"><span>kept</span></nav>');
    expect(written).toContain('<footer class="site-footer site-footer--full"><span>kept</span></footer>');
    expect(real.html).not.toContain('<span>kept</span>');
  });

  test('another language, another menu or another layout is rendered, not written from a kept one', async () => {
    const kept = new KeptMarkup();
    await render(page('Delivery'), kept);

    const german = page('Lieferung', { locale: 'de' });
    const germanKept = await render(german, kept);
    expect(germanKept.html).toBe((await render(german)).html);
    expect(germanKept.html).toContain('Hauptnavigation');
    expect(kept.size).toBe(4);

    const renamed: Shell = { ...shell, footerMenu: shell.footerMenu.map((item) => (item.id === 'returns' ? { ...item, title: 'Returns and refunds' } : item)) };
    const changed = await render(page('Delivery', { pageShell: renamed }), kept);
    expect(changed.html).toContain('Returns and refunds');
    expect(changed.html).toBe((await render(page('Delivery', { pageShell: renamed }))).html);

    // The checkout's layout has no navigation and a footer of its own, which is rendered every time.
    const simple = page('Checkout', { layout: 'simple' });
    const before = kept.size;
    expect((await render(simple, kept)).html).toBe((await render(simple)).html);
    expect(kept.size).toBe(before);
  });

  test('the store lets the oldest go past its size', () => {
    const kept = new KeptMarkup(2);
    kept.set('a', '1');
    kept.set('b', '2');
    kept.set('c', '3');
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([undefined, '2', '3']);
  });
});
