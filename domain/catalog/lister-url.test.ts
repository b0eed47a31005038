import { describe, expect, test } from 'vitest';
import { listerQuery, priceValues, readListerUrl, toggleFilter, togglePrice } from './lister-url.ts';

describe('lister state in the query string', () => {
  test('filters are comma-separated lists and price is from_to', () => {
    const state = readListerUrl(new URLSearchParams('colour=signal-red,midnight&material=carbon&price=500_1000&sort=price_asc&page=3'));
    expect(state).toEqual({ filters: { colour: ['signal-red', 'midnight'], material: ['carbon'] }, price: '500_1000', sort: 'price_asc', page: 3 });
    expect(listerQuery(state)).toBe('?colour=signal-red,midnight&material=carbon&price=500_1000&sort=price_asc&page=3');
  });

  test('values that cannot be filter codes are dropped instead of failing the page', () => {
    expect(readListerUrl(new URLSearchParams("colour=red';drop,blue&price=abc&page=-2"))).toEqual({ filters: { colour: ['blue'] } });
  });

  test('price may be a comma list of ranges; bucket links add and remove one', () => {
    const state = readListerUrl(new URLSearchParams('price=500_1000,2000_3000,500_1000,x_1&page=2'));
    expect(state.price).toBe('500_1000,2000_3000');
    expect(priceValues(state)).toEqual(['500_1000', '2000_3000']);
    expect(togglePrice(state, '500_1000')).toEqual({ filters: {}, price: '2000_3000' });
    expect(togglePrice(togglePrice(state, '500_1000'), '2000_3000')).toEqual({ filters: {} });
    expect(listerQuery(togglePrice(state, '100_500'))).toBe('?price=500_1000,2000_3000,100_500');
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
