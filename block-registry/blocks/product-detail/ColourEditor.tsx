import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetailProps } from '../../../schemas/generated/index.ts';
import { CUSTOM_PAINT_WEEKS } from '../../../domain/cart/cart-items.ts';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import { BikePreview, type PaintChoice } from './BikePreview.tsx';

type Option = NonNullable<ProductDetailProps['customColour']>;

export const DEFAULT_PAINT = (originalHex: string): PaintChoice => ({
  frame: originalHex.toLowerCase(),
  topTubeLogo: '#ffffff',
  downTubeLogo: '#ffffff',
  finish: 'gloss',
  gradient: 'horizontal',
});

/** The cart's entered options for a custom colour (the server checks every value). */
export function paintOptions(paint: PaintChoice) {
  return [
    { uid: 'frame_colour', value: paint.frame },
    { uid: 'top_tube_logo_colour', value: paint.topTubeLogo },
    { uid: 'down_tube_logo_colour', value: paint.downTubeLogo },
    { uid: 'paint_finish', value: paint.finish },
    { uid: 'gradient_angle', value: paint.gradient },
  ];
}

interface ColourEditorProps {
  option: Option;
  /** null: the original frame colour, included in the price. */
  paint: PaintChoice | null;
  onChange(paint: PaintChoice | null): void;
  bikeName: string;
}

/**
 * The custom colour editor (spec section 3): the original frame colour is included; a
 * custom one sets the frame, top tube and fork logo, down tube logo, finish and fade, and
 * the preview repaints as the shopper chooses. Its price is shown and added to the bike's.
 */
export function ColourEditor({ option, paint, onChange, bikeName }: ColourEditorProps) {
  const { t } = useTranslation('catalog');
  const money = useMoney().listPrice;
  const id = useId();
  const shown = paint ?? DEFAULT_PAINT(option.originalHex);
  const set = (change: Partial<PaintChoice>) => onChange({ ...shown, ...change });
  const colourField = (key: 'frame' | 'topTubeLogo' | 'downTubeLogo', label: string) => (
    <div className="colour-editor__colour">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <span className="colour-editor__input">
        <input id={`${id}-${key}`} type="color" value={shown[key]} onChange={(e) => set({ [key]: e.target.value.toLowerCase() })} />
        <span className="colour-editor__hex" aria-hidden="true">
          {shown[key].toUpperCase()}
        </span>
      </span>
    </div>
  );
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
