import { useId } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import type { ProductDetailProps } from '../../../schemas/generated/index.ts';
import { CUSTOM_PAINT_WEEKS } from '../../../domain/cart/cart-items.ts';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import { defaultPaint, PAINT_CODES, PAINT_COLOURS, type Paint, paintCodeOf } from '../../../domain/catalog/paint.ts';
import { BikePreview } from './BikePreview.tsx';

type Option = NonNullable<ProductDetailProps['customColour']>;

interface ColourEditorProps {
  option: Option;
  /** null: the original frame colour, included in the price. */
  paint: Paint | null;
  onChange(paint: Paint | null): void;
  bikeName: string;
}

/**
 * The custom colour editor (spec section 3): the original frame colour is included; a
 * custom one sets the frame, top tube and fork logo, down tube logo (each from the workshop's
 * palette), finish and fade, and the preview repaints as the shopper chooses. Its price is
 * shown and added to the bike's.
 */
export function ColourEditor({ option, paint, onChange, bikeName }: ColourEditorProps) {
  const { t } = useTranslation('catalog');
  const money = useMoney().listPrice;
  const id = useId();
  const shown = paint ?? defaultPaint(option.originalHex);
  const set = (change: Partial<Paint>) => onChange({ ...shown, ...change });
  const colourField = (key: 'frame' | 'topTubeLogo' | 'downTubeLogo', label: string) => {
    const chosen = paintCodeOf(shown[key]);
    return (
      <fieldset className="colour-editor__group colour-editor__palette">
        <legend>
          {label} <span className="colour-editor__chosen">{chosen ? t(`paints.${chosen}`) : shown[key].toUpperCase()}</span>
        </legend>
        <div className="paint-swatches">
          {PAINT_CODES.map((code) => (
            <label key={code} className="paint-swatch" title={t(`paints.${code}`)}>
              <input
                type="radio"
                name={`${id}-${key}`}
                value={PAINT_COLOURS[code]}
                checked={shown[key] === PAINT_COLOURS[code]}
                onChange={() => set({ [key]: PAINT_COLOURS[code] })}
              />
              <span className="paint-swatch__dot" style={{ background: PAINT_COLOURS[code] }} aria-hidden="true" />
              <span className="visually-hidden">{t(`paints.${code}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  };
  return (
    <section className="colour-editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="colour-editor__title">
        {t('colourEditor.title')}
      </h2>
      <BikePreview paint={shown} label={t('colourEditor.preview', { name: bikeName })} />
      <fieldset className="colour-editor__mode">
        <legend className="visually-hidden">{t('colourEditor.title')}</legend>
        <label className="colour-editor__choice">
          <input type="radio" name={`${id}-mode`} checked={paint === null} onChange={() => onChange(null)} />
          <span>
            {t('colourEditor.original')} <span className="colour-editor__included">{t('colourEditor.included')}</span>
          </span>
        </label>
        <label className="colour-editor__choice">
          <input type="radio" name={`${id}-mode`} checked={paint !== null} onChange={() => onChange(shown)} />
          <span>
            {t('colourEditor.custom')} <strong>+{money(option.price, 'GBP')}</strong>
            <span className="colour-editor__lead">{t('colourEditor.leadTime', CUSTOM_PAINT_WEEKS)}</span>
          </span>
        </label>
      </fieldset>
      {paint ? (
        <div className="colour-editor__controls">
          {colourField('frame', t('colourEditor.frame'))}
          {colourField('topTubeLogo', t('colourEditor.topTubeLogo'))}
          {colourField('downTubeLogo', t('colourEditor.downTubeLogo'))}
          <fieldset className="colour-editor__group">
            <legend>{t('colourEditor.finish')}</legend>
            {(['gloss', 'matt'] as const).map((finish) => (
              <label key={finish} className="colour-editor__pill">
                <input type="radio" name={`${id}-finish`} value={finish} checked={paint.finish === finish} onChange={() => set({ finish })} />
                <span>{t(`colourEditor.finish_${finish}`)}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="colour-editor__group">
            <legend>{t('colourEditor.gradient')}</legend>
            {(['horizontal', 'diagonal'] as const).map((gradient) => (
              <label key={gradient} className="colour-editor__pill">
                <input type="radio" name={`${id}-gradient`} value={gradient} checked={paint.gradient === gradient} onChange={() => set({ gradient })} />
                <span>{t(`colourEditor.gradient_${gradient}`)}</span>
              </label>
            ))}
          </fieldset>
        </div>
      ) : null}
    </section>
  );
}
