import { useTranslation } from '../hooks/use-translation.ts';
import { Icon } from '../components/icon.tsx';
import { useLocalePath } from '../hooks/page-context.ts';
import { useMoney } from '../hooks/use-money.ts';
import type { CartLine as Line, CustomColour } from '../../../domain/cart/cart-lines.ts';
import { paintCodeOf } from '../../../domain/catalog/paint.ts';
import { changeQuantity, removeLine } from './cart-store.ts';

/** One line of the basket: picture, name, options, custom colour, stepper, remove and price. */
export function CartLine({ line, justAdded = false }: { line: Line; justAdded?: boolean }) {
  const { t } = useTranslation('cart');
  const money = useMoney().cartPrice;
  const localePath = useLocalePath();
  const { item, unitPrice, customColour, maxQuantity } = line;
  const name = item.product.name;
  // Each option with its name in the shopper's language (the server's), else its code's words; a bike painted to
  // order shows its paint, not the catalogue colour it was chosen in.
  const options = item.selected_options
    .map((o, index) => [...(o.split('/') as [string, string]), item.selected_option_names?.[index]] as const)
    .filter(([key, value]) => value !== 'one-size' && !(line.customColour && key === 'colour'));
  const href = item.product.url_key ? localePath(`/${item.product.url_key}/`) : null;
  return (
    <li className={`cart-line${justAdded ? ' cart-line--added' : ''}`} data-sku={item.product.sku}>
      <div className="cart-line__image">
        {item.product.image.url ? <img src={item.product.image.url} alt="" width={96} height={72} loading="lazy" decoding="async" /> : null}
      </div>
      <div className="cart-line__main">
        <p className="cart-line__name">{href ? <a href={href}>{name}</a> : name}</p>
        {options.length ? (
          <dl className="cart-line__options">
            {options.map(([key, value, shown]) => (
              <div key={key}>
                <dt>{t(`option_${key}`, { defaultValue: key })}</dt>
                <dd>{shown ?? value.replaceAll('-', ' ')}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {customColour ? <ColourSummary colour={customColour} /> : null}
        <div className="cart-line__controls">
          <fieldset className="stepper">
            <legend className="visually-hidden">{t('quantityOf', { name })}</legend>
            <button
              type="button"
              className="stepper__button"
              aria-label={t('decrease', { name })}
              disabled={item.quantity <= 1}
              onClick={() => void changeQuantity(item.uid, item.quantity - 1)}
            >
              <Icon name="minus" size={18} />
            </button>
            <output className="stepper__value" aria-live="polite">
              {item.quantity}
            </output>
            <button
              type="button"
              className="stepper__button"
              aria-label={t('increase', { name })}
              disabled={item.quantity >= maxQuantity}
              onClick={() => void changeQuantity(item.uid, item.quantity + 1)}
            >
              <Icon name="plus" size={18} />
            </button>
          </fieldset>
          <button type="button" className="cart-line__remove" onClick={() => void removeLine(item.uid)} aria-label={t('removeItem', { name })}>
            <Icon name="trash" size={18} />
            <span aria-hidden="true">{t('remove')}</span>
          </button>
        </div>
      </div>
      <div className="cart-line__price">
        <span className="cart-line__total">{money(unitPrice * item.quantity)}</span>
        {item.quantity > 1 ? <span className="cart-line__each">{t('each', { price: money(unitPrice) })}</span> : null}
      </div>
    </li>
  );
}

function ColourSummary({ colour }: { colour: CustomColour }) {
  const { t } = useTranslation('cart');
  const { t: tCatalog } = useTranslation('catalog');
  const money = useMoney().cartPrice;
  const swatches: [string, string][] = [
    [t('colourFrame'), colour.frame],
    [t('colourTopTube'), colour.topTubeLogo],
    [t('colourDownTube'), colour.downTubeLogo],
  ];
  return (
    <div className="cart-colour">
      <p className="cart-colour__title">{t('customColour')}</p>
      <ul className="cart-colour__swatches">
        {swatches.map(([label, hex]) => (
          <li key={label}>
            <span className="cart-colour__swatch" style={{ background: hex }} aria-hidden="true" />
            <span>
              {label}
              {paintCodeOf(hex) ? `: ${tCatalog(`paints.${paintCodeOf(hex)}`)}` : ''} <span className="cart-colour__hex">{hex.toUpperCase()}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="cart-colour__finish">
        {t(`finish_${colour.finish}`, { defaultValue: colour.finish })} · {t(`gradient_${colour.gradient}`, { defaultValue: colour.gradient })}
      </p>
      <p className="cart-colour__price">{t('includesColour', { price: money(colour.price) })}</p>
    </div>
  );
}
