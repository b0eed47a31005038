import { expect, test } from 'vitest';
import { movedIndex, searchable, typeaheadIndex } from './listbox-keys.ts';

const names = ['Deutschland', 'Dänemark', 'Estland', 'Österreich', 'Schweden', 'Schweiz', 'Spanien', 'Südafrika'];

test('arrow keys move one option and stop at the ends; Home and End jump', () => {
  expect(movedIndex('ArrowDown', 0, 8)).toBe(1);
  expect(movedIndex('ArrowDown', 7, 8)).toBe(7);
  expect(movedIndex('ArrowUp', 0, 8)).toBe(0);
  expect(movedIndex('Home', 5, 8)).toBe(0);
  expect(movedIndex('End', 2, 8)).toBe(7);
  expect(movedIndex('PageDown', 2, 8)).toBe(7);
  expect(movedIndex('a', 2, 8)).toBeUndefined();
});

test('typing the start of a name finds it, ignoring case and accents', () => {
  expect(typeaheadIndex(names, 'schweiz', 0)).toBe(5);
  expect(typeaheadIndex(names, 'o', 0)).toBe(3);
  expect(typeaheadIndex(names, 'su', 0)).toBe(7);
  expect(typeaheadIndex(names, 'x', 0)).toBeUndefined();
});

test('the same letter again moves to the next name with that letter and wraps round', () => {
  expect(typeaheadIndex(names, 's', 3)).toBe(4);
  expect(typeaheadIndex(names, 'ss', 4)).toBe(5);
  expect(typeaheadIndex(names, 'd', 1)).toBe(0);
});

test('searchable text has no accents and no capitals', () => {
  expect(searchable('Česko Österreich')).toBe('cesko osterreich');
});
