import { describe, expect, test } from 'vitest';
import { listerQuery, readListerUrl, toggleFilter } from './lister-url.ts';

describe('lister state in the query string', () => {
  test('filters are comma-separated lists and price is from_to', () => {
    const state = readListerUrl(new URLSearchParams('colour=signal-red,midnight&material=carbon&price=500_1000&sort=price_asc&page=3'));
    expect(state).toEqual({ filters: { colour: ['signal-red', 'midnight'], material: ['carbon'] }, price: '500_1000', sort: 'price_asc', page: 3 });
    expect(listerQuery(state)).toBe('?colour=signal-red,midnight&material=carbon&price=500_1000&sort=price_asc&page=3');
  });

  test('values that cannot be filter codes are dropped instead of failing the page', () => {
    expect(readListerUrl(new URLSearchParams("colour=red';drop,blue&price=abc&page=-2"))).toEqual({ filters: { colour: ['blue'] } });
  });

  test('the price form fields become one from_to value', () => {
    expect(readListerUrl(new URLSearchParams('price_from=250&price_to=')).price).toBe('250_10000');
  });

  test('toggling a value adds or removes it and goes back to the first page', () => {
    const state = { filters: { colour: ['midnight'] }, page: 2 };
    expect(toggleFilter(state, 'colour', 'sand')).toEqual({ filters: { colour: ['midnight', 'sand'] } });
    expect(listerQuery(toggleFilter(state, 'colour', 'midnight'))).toBe('');
  });
});
