/**
 * Query parameters that only tell analytics where a visit came from: campaign tags and the click
 * ids ad networks add to every click. No page reads them (scripts in the browser still see them
 * in its address), so a page's kept copies and its ETag are the same with or without them: a
 * click from an advertisement, whose id is new every time, is answered like any other visit
 * instead of rendering the page again and keeping one more copy of it.
 */
export const CAMPAIGN_PARAMETERS: ReadonlySet<string> = new Set([
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_gl',
]);

/** Path and query without campaign parameters; every other parameter kept as sent, in its order. */
export function withoutCampaignParameters(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const kept = url
    .slice(start + 1)
    .split('&')
    .filter((pair) => {
      const end = pair.indexOf('=');
      return !CAMPAIGN_PARAMETERS.has(decodeName(end === -1 ? pair : pair.slice(0, end)));
    });
  return kept.length ? `${url.slice(0, start)}?${kept.join('&')}` : url.slice(0, start);
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name;
  }
}
