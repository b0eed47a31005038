import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { PAGE_SCHEMA_VERSION } from '../../../../schemas/page-version.ts';
import { CURRENT_SCHEMA_VERSION, PAGE_MIGRATIONS, UnreadableVersion, upgradeDocument } from './index.ts';

/** A page as it was written at schemaVersion 1: a card grid with `link` at the top and one inside a stack. */
const v1 = () => ({
  $schema: '../../../schemas/editor/page.schema.json',
  schemaVersion: 1,
  pageType: 'cms-page',
  layout: 'default',
  locale: 'en',
  meta: { title: 'Spring' },
  root: {
    type: 'stack',
    id: 'root',
    props: {},
    children: [
      {
        type: 'card-grid',
        id: 'rides',
        props: { heading: 'Shop by ride', link: { label: 'See all bikes', href: '/bikes/' }, cards: [{ title: 'Road', href: '/bikes/road/' }] },
      },
      { type: 'go-in-store', id: 'visit', props: { heading: 'Visit us', link: { label: 'Plan your visit', href: '/contact/' } } },
      {
        type: 'stack',
        id: 'more',
        props: {},
        children: [{ type: 'card-grid', id: 'journal', props: { cards: [], link: { label: 'Read the journal', href: '/blog/' } } }],
      },
    ],
  },
});

describe('page migrations', () => {
  test('the chain has one step per version, in order, up to the version page.schema.json requires', () => {
    expect(CURRENT_SCHEMA_VERSION).toBe(PAGE_SCHEMA_VERSION);
    const schema = JSON.parse(readFileSync('schemas/page.schema.json', 'utf8')) as { properties: { schemaVersion: { const: number } } };
    expect(schema.properties.schemaVersion.const).toBe(CURRENT_SCHEMA_VERSION);
    expect(PAGE_MIGRATIONS.map((step) => step.from)).toEqual(Array.from({ length: CURRENT_SCHEMA_VERSION - 1 }, (_, i) => i + 1));
  });

  test('a version 1 document is upgraded to the current version: every card grid’s link is moreLink, in the same place', () => {
    const old = v1();
    const before = structuredClone(old);
    const upgraded = upgradeDocument(old) as ReturnType<typeof v1>;
    expect(old).toEqual(before);
    expect(upgraded.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(Object.keys(upgraded)).toEqual(Object.keys(old));
    const [rides, visit, more] = upgraded.root.children;
    expect(rides!.props).toEqual({
      heading: 'Shop by ride',
      moreLink: { label: 'See all bikes', href: '/bikes/' },
      cards: [{ title: 'Road', href: '/bikes/road/' }],
    });
    expect(Object.keys(rides!.props)).toEqual(['heading', 'moreLink', 'cards']);
    expect(visit!.props).toEqual(before.root.children[1]!.props);
    expect(more!.children![0]!.props).toEqual({ cards: [], moreLink: { label: 'Read the journal', href: '/blog/' } });
  });

  test('a current document comes back unchanged, the same object', () => {
    const current = upgradeDocument(v1());
    expect(upgradeDocument(current)).toBe(current);
    const seeded = JSON.parse(readFileSync('fixtures/content/en/home.json', 'utf8')) as Record<string, unknown>;
    expect(upgradeDocument(seeded)).toBe(seeded);
  });

  test('a document without schemaVersion is read as version 1', () => {
    const { schemaVersion: _version, ...unversioned } = v1();
    const upgraded = upgradeDocument(unversioned) as ReturnType<typeof v1>;
    expect(upgraded.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(upgraded.root.children[0]!.props).toHaveProperty('moreLink');
  });

  test('a version that is not a whole number, or newer than this store, is refused with what to do', () => {
    expect(() => upgradeDocument({ ...v1(), schemaVersion: CURRENT_SCHEMA_VERSION + 1 })).toThrow(
      new UnreadableVersion(
        `This document is schemaVersion ${CURRENT_SCHEMA_VERSION + 1}, newer than this store reads (${CURRENT_SCHEMA_VERSION}): update the store, or write it as version ${CURRENT_SCHEMA_VERSION}.`,
      ),
    );
    for (const wrong of ['2', 1.5, 0, null]) expect(() => upgradeDocument({ ...v1(), schemaVersion: wrong })).toThrow(UnreadableVersion);
  });
});
