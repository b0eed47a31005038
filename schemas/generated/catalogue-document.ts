/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * The catalogue as one JSON document: what GET /studio/api/catalogue/export.json writes and a catalogue import reads, and what fixtures/catalog/catalogue.json holds for the demo. Only `products` is needed; the other sections are optional, and each item of every section is matched to the store by its key (a category's path, a filter value's attribute and value, a label's group and key, a model's or product's SKU, a redirect's source), so importing the same document twice changes nothing.
 */
export interface CatalogueDocument {
  exportedAt?: string;
  columns?: string[];
  /**
   * @maxItems 2000
   */
  categories?: {
    id: number;
    /**
     * The category's address, like bikes/road; its key.
     */
    path: string;
    /**
     * The path of the category above, earlier in the list or already in the store.
     */
    parent: string | null;
    position: number;
    name: {
      en: string;
      de: string;
    };
    description: {
      en: string;
      de: string;
    };
    meta_title: {
      en: string;
      de: string;
    };
    meta_description: {
      en: string;
      de: string;
    };
    meta_keywords: {
      en: string;
      de: string;
    };
    /**
     * Listed only in the staging data environment.
     */
    staging_only?: boolean;
    /**
     * Which products the category lists besides its own: those meeting every criterion given.
     */
    lists?: {
      /**
       * Products whose own category is one of this category's subcategories.
       */
      subcategories?: true;
      type?: 'bike' | 'part';
      /**
       * true: ex-demo and B-grade products; false: new ones.
       */
      used?: boolean;
      /**
       * Products with a special price.
       */
      on_sale?: true;
      in_stock?: true;
      dispatch_within_days?: number;
      added_within_days?: number;
    };
  }[];
  /**
   * @maxItems 5000
   */
  filters?: {
    attribute:
      | 'colour'
      | 'by_size'
      | 'shifting'
      | 'material'
      | 'condition'
      | 'discipline'
      | 'manufacturer'
      | 'fast_delivery'
      | 'filter_category'
      | 'bike_collection'
      | 'product_family';
    value: string;
    label: {
      en: string;
      de: string;
    };
    position: number;
  }[];
  /**
   * The labels of specification rows and geometry measurements in each language, matched by group and key (specification:frame → Frame / Rahmen). An empty German label is shown in English.
   *
   * @maxItems 2000
   */
  labels?: {
    group: 'specification' | 'geometry';
    /**
     * The key the products' specification or geometry uses, like frame or topTube.
     */
    key: string;
    label: {
      en: string;
      de: string;
    };
  }[];
  /**
   * @maxItems 5000
   */
  models?: {
    sku: string;
    url_key: string;
    name: string;
    family: string;
    discipline: string;
    material: string;
    category: string;
    position: number;
    subtitle: {
      en: string;
      de: string;
    };
    description: {
      en: string;
      de: string;
    };
  }[];
  /**
   * Items: The sellable columns (as in CSV), and optionally the product's page content. The columns are checked row by row as in a CSV import.
   */
  products: {
    sku: string | number | boolean | null;
    type?: string | number | boolean | null;
    name?: string | number | boolean | null;
    model_sku?: string | number | boolean | null;
    tier?: string | number | boolean | null;
    category?: string | number | boolean | null;
    manufacturer?: string | number | boolean | null;
    condition?: string | number | boolean | null;
    price?: string | number | boolean | null;
    special_price?: string | number | boolean | null;
    special_from?: string | number | boolean | null;
    special_to?: string | number | boolean | null;
    stock?: string | number | boolean | null;
    /**
     * Stock per size, {"s": 2, "m": 4}, or the CSV text s:2|m:4.
     */
    sizes?:
      | (string | number | boolean | null)
      | {
          [k: string]: number | string;
        };
    dispatch_days?: string | number | boolean | null;
    visible?: string | number | boolean | null;
    /**
     * The product's address; a new product without one takes its SKU in lower case.
     */
    url_key?: string;
    subtitle?: {
      en: string;
      de: string;
    };
    description?: {
      en: string;
      de: string;
    };
    discipline?: string | null;
    image?: string | null;
    /**
     * @maxItems 20
     */
    colours?: {
      code: string;
      hex: string;
    }[];
    specification?: {
      [k: string]: string;
    };
    /**
     * The product's name and specification values in the shop's other languages (the name and specification above are English). A text left out is shown in English.
     */
    translations?: {
      de?: {
        name?: string;
        specification?: {
          [k: string]: string;
        };
      };
    };
    /**
     * Per size, measurements in millimetres and degrees.
     */
    geometry?: {
      [k: string]: {
        [k: string]: number;
      };
    };
    /**
     * Filter values the product carries besides those that follow from its other fields (colour, size, condition, discipline, manufacturer, fast delivery).
     */
    filters?: {
      shifting?: string[];
      material?: string[];
      filter_category?: string[];
      bike_collection?: string[];
      product_family?: string[];
    };
    /**
     * Words the search matches besides the name and SKU.
     */
    search_text?: string;
    /**
     * How many days ago the product arrived (a new product only; the /new/ lister and the newest sort).
     */
    age_days?: number;
  }[];
  /**
   * @maxItems 20000
   */
  redirects?: {
    from: string;
    to: string;
  }[];
}
