import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { numberFormat } from '../../../domain/locale.ts';
import type { ProductDetailProps } from '../../../schemas/generated/index.ts';
import { SizeAdvice } from './SizeAdvice.tsx';
import { sizeLabel } from './size-label.ts';

interface SizePickerProps {
  sizes: string[];
  /** Stock of each size, for products stocked per size: a size with none is sold out and cannot be chosen. */
  sizeStock: ProductDetailProps['sizeStock'];
  selected: string | undefined;
  onSelect(size: string): void;
  geometry: ProductDetailProps['geometry'];
  /** The measurements' labels in the page's language. */
  geometryLabels: ProductDetailProps['geometryLabels'];
  kind: ProductDetailProps['kind'];
}

/** Size as radio buttons (sold-out sizes shown but not selectable), with the size guide and the geometry table of every size. */
export function SizePicker({ sizes, sizeStock, selected, onSelect, geometry, geometryLabels, kind }: SizePickerProps) {
  const { t } = useTranslation('catalog');
  const oneSize = t('riderHeights.one-size');
  return (
    <div className="size-picker">
      <fieldset>
        <legend>{t('chooseSize')}</legend>
        <div className="size-picker__options">
          {sizes.map((size) => {
            const soldOut = sizeStock?.[size] === 0;
            return (
              <label key={size} className={`size-option${size === selected ? ' is-selected' : ''}${soldOut ? ' is-sold-out' : ''}`} data-size={size}>
                <input type="radio" name="size" value={size} checked={size === selected} disabled={soldOut} onChange={() => onSelect(size)} />
                <span className="size-option__label">{sizeLabel(size, oneSize)}</span>
                {soldOut ? (
                  <span className="size-option__height">{t('sizeSoldOut')}</span>
                ) : kind === 'bike' ? (
                  <span className="size-option__height">{t(`riderHeights.${size}`, { defaultValue: '' })}</span>
                ) : null}
              </label>
            );
          })}
        </div>
      </fieldset>
      {kind === 'bike' && geometry ? (
        <details className="size-guide">
          <summary>{t('sizeGuide')}</summary>
          <p>{t('sizeGuideText')}</p>
          <SizeAdvice sizes={sizes} geometry={geometry} onSelect={onSelect} />
          <GeometryTable geometry={geometry} labels={geometryLabels ?? {}} sizes={sizes} selected={selected} />
        </details>
      ) : null}
    </div>
  );
}

function GeometryTable({
  geometry,
  labels,
  sizes,
  selected,
}: {
  geometry: NonNullable<ProductDetailProps['geometry']>;
  labels: Record<string, string>;
  sizes: string[];
  selected: string | undefined;
}) {
  const { t, i18n } = useTranslation('catalog');
  // Measurements as the page's language writes them (73,5 in German), without thousands separators.
  const number = numberFormat(i18n.language, { useGrouping: false });
  const measures = Object.keys(geometry[sizes[0] ?? ''] ?? {});
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: wider than a phone, the box scrolls, so it takes focus for the arrow keys
    <section className="table-scroll" aria-label={t('geometry')} tabIndex={0}>
      <table className="geometry-table figures-table">
        <caption>{t('geometry')}</caption>
        <thead>
          <tr>
            <td />
            {sizes.map((size) => (
              <th key={size} scope="col" className={size === selected ? 'is-selected' : ''}>
                {sizeLabel(size, '')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {measures.map((measure) => (
            <tr key={measure}>
              <th scope="row">{labels[measure] ?? measure}</th>
              {sizes.map((size) => (
                <td key={size} className={size === selected ? 'is-selected' : ''}>
                  {geometry[size]?.[measure] === undefined ? null : number.format(geometry[size][measure])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
