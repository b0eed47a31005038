import { expect, test } from 'vitest';
import { changingRows } from './TierComparison.tsx';

test('only specification rows that differ between tiers are marked as changing', () => {
  const tier = (name: 'base' | 'sport', groupset: string) => ({
    tier: name,
    name,
    href: `/${name}/`,
    price: 1,
    specialPrice: null,
    inStock: true,
    image: null,
    specification: [
      { key: 'frame', label: 'Frame', value: 'Aluminium' },
      { key: 'groupset', label: 'Groupset', value: groupset },
    ],
  });
  expect([...changingRows([tier('base', 'Claris'), tier('sport', '105')])]).toEqual(['groupset']);
});
