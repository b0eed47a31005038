import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { addToCart, carryJustAdded } from '../../../renderer/kit/cart/cart-store.ts';
import type { CartItemInput } from '../../../domain/cart/cart-types.ts';

interface AddToCartProps {
  sku: string;
  parentSku?: string;
  size: string | undefined;
  needsSize: boolean;
  colour: string | undefined;
  soldOut: boolean;
  /** We cannot ship it to the shopper's country. */
  unavailable?: boolean;
  /** Items added with this one (a bike's custom colour). */
  extraItems?: CartItemInput[];
  /** Bikes go on to their up-sell page as a full page load. */
  reviewHref?: string;
  /** For the phone's sticky buy bar: what is bought and its price as shown. */
  name: string;
  price: string;
}

type AddState = { status: 'idle' | 'pending' | 'success' } | { status: 'error'; message: string };

/**
 * Adds through the cart store (add-item), which opens the basket whatever happens; a failure
 * (or the first user error) is also shown inline beside the button.
 */
export function AddToCart({ sku, parentSku, size, needsSize, colour, soldOut, unavailable = false, extraItems = [], reviewHref, name, price }: AddToCartProps) {
  const { t } = useTranslation('catalog');
  const [state, setState] = useState<AddState>({ status: 'idle' });
  const box = useRef<HTMLDivElement>(null);
  const barShown = useOffScreen(box);
  const add = async () => {
    if (needsSize && !size) {
      setState({ status: 'error', message: t('pickSizeFirst') });
      // From the sticky bar: back to the sizes, which say what is missing.
      box.current?.closest('.product-detail__buy')?.querySelector<HTMLElement>('.size-picker input:not(:disabled)')?.focus();
      return;
    }
    setState({ status: 'pending' });
    const selected_options = [...(size ? [`size/${size}`] : []), ...(colour ? [`colour/${colour}`] : [])];
    const item = { sku, quantity: 1, ...(parentSku ? { parent_sku: parentSku } : {}), ...(selected_options.length ? { selected_options } : {}) };
    const problem = await addToCart([item, ...extraItems]);
    if (problem) {
      setState({ status: 'error', message: t('addFailed', { message: problem }) });
      return;
    }
    setState({ status: 'success' });
    if (reviewHref) {
      // The up-sell page opens the basket to confirm what went in.
      carryJustAdded();
      window.location.assign(reviewHref);
    }
  };
  const disabled = soldOut || unavailable || state.status === 'pending';
  const label = soldOut ? t('soldOut') : state.status === 'pending' ? t('adding') : t('addToCart');
  return (
    <div className="add-to-cart" ref={box}>
      <button type="button" className="button button--primary add-to-cart__button" disabled={disabled} onClick={add}>
        {label}
      </button>
      <p className={`add-to-cart__message add-to-cart__message--${state.status}`} role={state.status === 'error' ? 'alert' : 'status'}>
        {state.status === 'error' ? state.message : state.status === 'success' ? t('added') : ''}
      </p>
      {barShown && !soldOut ? (
        // On a phone the buy button stays in reach while the shopper reads the page (hidden from 900 px by the style sheet).
        <div className="buy-bar">
          <p className="buy-bar__what">
            <span className="buy-bar__name">{name}</span>
            <span className="buy-bar__price">{price}</span>
          </p>
          <button type="button" className="button button--primary buy-bar__button" disabled={disabled} onClick={add} aria-label={t('addNamed', { name })}>
            {label}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Whether an element is out of the screen (above or below it); false until the browser has said. */
function useOffScreen(element: React.RefObject<HTMLElement | null>): boolean {
  const [off, setOff] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setOff(entry ? !entry.isIntersecting : false));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return off;
}
