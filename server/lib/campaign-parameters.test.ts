import { expect, test } from 'vitest';
import { withoutCampaignParameters } from './campaign-parameters.ts';

test('campaign tags and ad click ids leave the address; every other parameter stays as sent, in its order', () => {
  expect(withoutCampaignParameters('/bikes/')).toBe('/bikes/');
  expect(withoutCampaignParameters('/bikes/?utm_source=news&utm_medium=email&gclid=Cj0KCQ')).toBe('/bikes/');
  expect(withoutCampaignParameters('/bikes/?frame=carbon&utm_campaign=spring&sort=price&fbclid=Iw')).toBe('/bikes/?frame=carbon&sort=price');
  expect(withoutCampaignParameters('/search/?q=gravel%20bike&UTM_Content=hero')).toBe('/search/?q=gravel%20bike');
  expect(withoutCampaignParameters('/bikes/?utm%5Fsource=x&colour=sand')).toBe('/bikes/?colour=sand');
  // An affiliate's click id sets a cookie (affiliate-cookie.ts): it is not a campaign tag.
  expect(withoutCampaignParameters('/bikes/?awc=123_456&utm_source=partner')).toBe('/bikes/?awc=123_456');
  expect(withoutCampaignParameters('/bikes/?utm_sourcey=1&%E0%A4%A=2')).toBe('/bikes/?utm_sourcey=1&%E0%A4%A=2');
});
