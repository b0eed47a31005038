/** subset-font ships no types: what server/build/fonts.ts calls of it. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    /** OpenType feature tags to keep; every other feature goes, with the glyphs only it reaches. */
    keepFeatures?: string[];
    /** A variable font's axes pinned to a value or cut to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
