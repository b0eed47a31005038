import { describe, expect, test } from 'vitest';
import { analyticsProduct, pageTypeEvent } from './data-layer.ts';

const meta = { title: 'Journal', canonical: '/blog/' };

describe('data-layer events', () => {
  test('home, blog lister, blog post and CMS pages each name their page type', () => {
    expect(pageTypeEvent({ pageType: 'home', locale: 'en', meta }, '/')?.event).toBe('homePageView');
    expect(pageTypeEvent({ pageType: 'blog', locale: 'en', meta }, '/blog/')?.event).toBe('blogListerView');
    expect(pageTypeEvent({ pageType: 'blog-post', locale: 'de', meta }, '/de/blog/ride/')).toEqual({
      event: 'blogPostView',
      page: { type: 'blog-post', title: 'Journal', path: '/de/blog/ride/', language: 'de' },
    });
    expect(pageTypeEvent({ pageType: 'cms-page', locale: 'en', meta }, '/about/')?.event).toBe('cmsPageView');
  });

  test('commerce pages push their own events from their blocks, not a page-type event', () => {
    expect(pageTypeEvent({ pageType: 'parent-bike', locale: 'en', meta }, '/endurance/')).toBeUndefined();
    expect(pageTypeEvent({ pageType: 'category', locale: 'en', meta }, '/bikes/')).toBeUndefined();
  });

  test('a product entry carries its brand and a position counted from 1', () => {
    const product = { sku: 'END-SL', name: 'Endurance SL', brand: 'Northvale', category: 'Bikes', price: 189900, specialPrice: null, tier: 'sport' as const };
    expect(analyticsProduct(product, 1)).toMatchObject({ brand: 'Northvale', position: 1, price: 1899 });
  });
});
