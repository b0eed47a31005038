/**
 * The page's content column (renderer/styles/tokens/tokens.css): the gutter on each side from
 * each breakpoint up, and the column's widest.
 */
const GUTTERS = [
  { from: 0, gutter: 16 },
  { from: 600, gutter: 24 },
  { from: 1200, gutter: 32 },
] as const;
const WIDEST = 1280;

/** How a grid of pictures lays out from one screen width up. */
export interface GridLayout {
  from: number;
  /** A fixed number of columns (`repeat(2, …)`), or as many of at least `min` px as fit (`auto-fill`/`auto-fit`). */
  columns: number | { min: number };
  /** The gap between columns, px. */
  gap: number;
  /** Width beside the grid in the content column (a sidebar and its gap), px. */
  aside?: number;
  /** The picture's column's share of the grid after its gaps, when the columns are not equal (`1fr 1.2fr`: 1.2 / 2.2); 1 / columns unless told. */
  share?: number;
}

export interface GridPictures {
  /** The grid's layouts, narrowest first; the first starts at 0. */
  layouts: readonly GridLayout[];
  /** The most columns there can be: the number of cells of an `auto-fit` grid. */
  most?: number;
  /** What a cell takes from the picture's width (its padding and border), px. */
  inset?: number;
}

/**
 * The `sizes` attribute of a picture in each cell of a grid that fills the content column: the
 * width the picture is shown at from each screen width up, so the browser takes the smallest
 * candidate of the srcset that is sharp (a 230 px card on a tablet takes the 480 px file, not the
 * 960). `tests/e2e/picture-sizes.test.ts` holds it to the widths Chromium lays out.
 */
export function gridPictureSizes({ layouts, most = Number.POSITIVE_INFINITY, inset = 0 }: GridPictures): string {
  // Both lists start at 0, so every width has its step.
  const gutterAt = (width: number) => GUTTERS.findLast((step) => step.from <= width)!.gutter;
  const layoutAt = (width: number) => layouts.findLast((layout) => layout.from <= width)!;
  const capped = WIDEST + 2 * GUTTERS.at(-1)!.gutter;
  const bounds = [...new Set([...GUTTERS.map((step) => step.from), ...layouts.map((layout) => layout.from), capped])].sort((a, b) => a - b);
  // From each screen width up, the size there; a wider layout set at the same width replaces a narrower one.
  const entries = new Map<number, string>();
  bounds.forEach((lo, index) => {
    const hi = bounds[index + 1] ?? Number.POSITIVE_INFINITY;
    const gutter = gutterAt(lo);
    const { columns, gap, aside = 0, share } = layoutAt(lo);
    if (lo >= capped) {
      const grid = WIDEST - aside;
      const k = typeof columns === 'number' ? columns : Math.min(most, Math.floor((grid + gap) / (columns.min + gap)));
      entries.set(lo, `${Math.floor((grid - gap * (k - 1)) * (share ?? 1 / k) - inset)}px`);
      return;
    }
    const size = (k: number) => {
      const taken = 2 * gutter + aside + gap * (k - 1);
      const column = share ? `(100vw - ${taken}px) * ${Number(share.toFixed(4))}` : k > 1 ? `(100vw - ${taken}px) / ${k}` : `100vw - ${taken}px`;
      return `calc(${column}${inset ? ` - ${inset}px` : ''})`;
    };
    if (typeof columns === 'number') {
      entries.set(lo, size(columns));
      return;
    }
    // k columns fit once the grid is k minimum columns and their gaps wide.
    for (let k = 1; k <= most; k++) {
      const from = k === 1 ? lo : Math.max(lo, Math.ceil(k * (columns.min + gap) - gap + 2 * gutter + aside));
      if (from >= hi) break;
      entries.set(from, size(k));
    }
  });
  const widestFirst = [...entries].sort(([a], [b]) => b - a);
  return widestFirst.map(([from, size]) => (from > 0 ? `(min-width: ${from}px) ${size}` : size)).join(', ');
}
