/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

export interface SocialLink {
  id: string;
  linkUrl: string;
  linkText: string;
  icon: 'facebook' | 'instagram' | 'youtube' | 'strava' | 'x' | 'tiktok';
}
