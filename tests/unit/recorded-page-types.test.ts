import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { expect, test } from 'vitest';
import { readRecordedSession } from '../../server/cli/recorded-session.ts';
import { recordedPageFiles } from '../../server/cli/validate-pages.ts';

/** The page types QA replays: every one recorded in English and in German. */
const PAGE_TYPES = ['home', 'cms-page', 'category', 'parent-bike', 'child-bike', 'pac', 'up-sell', 'blog', 'blog-post', 'account', 'checkout'];

const recorded = recordedPageFiles().map((file) => {
  const tree = JSON.parse(readFileSync(file, 'utf8')) as { pageType: string; locale: string; meta: { canonical?: string } };
  return { name: basename(file, '.json'), ...tree, session: readRecordedSession(basename(file, '.json')) };
});

test('every page type has a recorded page in English and in German', () => {
  const missing = PAGE_TYPES.flatMap((type) =>
    ['en', 'de'].filter((locale) => !recorded.some((r) => r.pageType === type && r.locale === locale)).map((locale) => `${type} (${locale})`),
  );
  expect(missing).toEqual([]);
});

test('the open cart, a filtered lister and signed-in account pages are recorded in both languages', () => {
  for (const locale of ['en', 'de']) {
    const ours = recorded.filter((r) => r.locale === locale);
    expect(ours.some((r) => r.session?.open === 'cart' && r.session.cookies.includes('cart_id'))).toBe(true);
    expect(ours.some((r) => r.pageType === 'category' && r.meta.canonical !== undefined && r.name.includes('filtered'))).toBe(true);
    expect(ours.filter((r) => r.pageType === 'account' && r.session?.calls.some((call) => call.path === '/nuxt/api/auth/customer'))).not.toHaveLength(0);
  }
});
