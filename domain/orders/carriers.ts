/** The carriers the workshop hands bikes and parts to, and where a customer follows a parcel. */
export const CARRIERS = {
  'royal-mail': { name: 'Royal Mail', trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/{number}' },
  parcelforce: { name: 'Parcelforce Worldwide', trackingUrl: 'https://www.parcelforce.com/track-trace?trackNumber={number}' },
  dpd: { name: 'DPD', trackingUrl: 'https://track.dpd.co.uk/parcels/{number}' },
  dhl: { name: 'DHL', trackingUrl: 'https://www.dhl.com/gb-en/home/tracking.html?tracking-id={number}' },
  ups: { name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={number}' },
  evri: { name: 'Evri', trackingUrl: 'https://www.evri.com/track/parcel/{number}' },
} as const;

export type Carrier = keyof typeof CARRIERS;

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && Object.hasOwn(CARRIERS, value);
}

/** A tracking number as carriers print them: letters and digits (spaces and dashes dropped), 6 to 40 characters. */
export function cleanTrackingNumber(value: string): string | undefined {
  const cleaned = value.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{6,40}$/.test(cleaned) ? cleaned : undefined;
}

/** Where the customer follows the parcel. */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string {
  return CARRIERS[carrier].trackingUrl.replace('{number}', encodeURIComponent(trackingNumber));
}
