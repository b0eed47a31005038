import { BIKE_TIERS, type BikeTier } from '../../../domain/catalog/bike-views.ts';
import type { ProductTranslations } from '../../../domain/catalog/catalogue-texts.ts';

/** The catalogue as the seeder loads it: what `fixtures/catalog/` and the synthetic generator produce. */

export type Localised = { en: string; de: string };

export const TIERS = BIKE_TIERS;
export type Tier = BikeTier;

/** The lister's filter groups (spec section 3), price aside: it filters on the price column. */
export const FACET_ATTRIBUTES = [
  'colour',
  'by_size',
  'shifting',
  'material',
  'condition',
  'discipline',
  'manufacturer',
  'fast_delivery',
  'filter_category',
  'bike_collection',
  'product_family',
] as const;
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

/** Production, or staging, whose lists have a few more listers (spec sections 1 and 3). */
export type DataEnvironment = 'production' | 'staging';

export interface CategoryRecord {
  id: number;
  url_path: string;
  parent_id: number | null;
  level: number;
  position: number;
  name: Localised;
  description: Localised;
  meta_title: Localised;
  meta_description: Localised;
  meta_keywords: Localised;
  /** Listed only in the staging data environment. */
  staging_only?: boolean;
}

export interface BikeModelRecord {
  sku: string;
  url_key: string;
  name: string;
  product_family: string;
  discipline: string;
  material: string;
  subtitle: Localised;
  description: Localised;
  primary_category_id: number;
  position: number;
}

export interface ColourOption {
  code: string;
  hex: string;
}

/** Frame, fork, groupset, wheels, tyres, saddle, weight for bikes; a short list for parts. */
export type Specification = Record<string, string>;

/** Geometry per size in millimetres and degrees. */
export type Geometry = Record<string, Record<string, number>>;

export interface ProductRecord {
  id: number;
  sku: string;
  product_type: 'bundle' | 'simple';
  name: string;
  subtitle: Localised;
  description: Localised;
  url_key: string;
  manufacturer: string;
  model_sku: string | null;
  tier: Tier | null;
  discipline: string | null;
  condition: string;
  primary_category_id: number;
  price: number;
  special_price: number | null;
  stock_qty: number;
  dispatch_days: number;
  image: string | null;
  colours: ColourOption[];
  sizes: string[];
  specification: Specification;
  /** Missing on products written before translations, read as none. */
  translations?: ProductTranslations;
  geometry: Geometry;
  facets: Partial<Record<FacetAttribute, string[]>>;
  search_text: string;
  /** How long ago the product arrived, for the "newest" sort and the /new/ lister. */
  created_days_ago: number;
}

export interface CategoryProductRecord {
  category_id: number;
  product_id: number;
  position: number;
}

export interface AttributeValueRecord {
  attribute: FacetAttribute;
  value: string;
  label: Localised;
  position: number;
}

/** A URL that moved: `from` answers 301 to `to` (both url keys without slashes). */
export interface RenamedUrl {
  from: string;
  to: string;
}

export interface Catalogue {
  categories: CategoryRecord[];
  models: BikeModelRecord[];
  products: ProductRecord[];
  categoryProducts: CategoryProductRecord[];
  attributeValues: AttributeValueRecord[];
  renamed: RenamedUrl[];
}
