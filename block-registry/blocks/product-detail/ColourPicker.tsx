import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { useLocation } from 'react-router';
import type { ProductDetailProps } from '../../../schemas/generated/index.ts';
import { SmartLink } from '../../../renderer/kit/components/smart-link.tsx';

/** Colours are links to `?colour=`, so the choice is shareable and works without JavaScript. */
export function ColourPicker({ colours, selected }: { colours: ProductDetailProps['colours']; selected: string | undefined }) {
  const { t } = useTranslation('catalog');
  const { pathname } = useLocation();
  const current = colours.find((c) => c.code === selected);
  return (
    <fieldset className="colour-picker">
      <legend>
        {t('colour')}: <strong>{current?.label}</strong>
      </legend>
      <ul>
        {colours.map((colour) => (
          <li key={colour.code}>
            <SmartLink
              href={`${pathname}?colour=${colour.code}`}
              replace
              preventScrollReset
              className={`colour-swatch${colour.code === selected ? ' is-selected' : ''}`}
              aria-current={colour.code === selected ? 'true' : undefined}
              data-colour={colour.code}
            >
              <span className="colour-swatch__dot" style={{ background: colour.hex }} aria-hidden="true" />
              <span className="visually-hidden">{colour.label}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
