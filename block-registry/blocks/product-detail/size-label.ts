const SIZE_LABELS: Record<string, string> = { xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL' };

/** A frame size as the size buttons and the advice name it; `oneSize` for a product without sizes. */
export function sizeLabel(size: string, oneSize: string): string {
  return SIZE_LABELS[size] ?? oneSize;
}
