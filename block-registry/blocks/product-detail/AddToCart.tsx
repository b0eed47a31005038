import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
}

type AddState = { status: 'idle' | 'pending' | 'success' } | { status: 'error'; message: string };

/**
 * Adds through the cart store (add-item), which opens the basket whatever happens; a failure
 * (or the first user error) is also shown inline beside the button.
 */
export function AddToCart({ sku, parentSku, size, needsSize, colour, soldOut, unavailable = false, extraItems = [], reviewHref }: AddToCartProps) {
  const { t } = useTranslation('catalog');
  const [state, setState] = useState<AddState>({ status: 'idle' });
  const add = async () => {
    if (needsSize && !size) {
      setState({ status: 'error', message: t('pickSizeFirst') });
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
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button button--primary add-to-cart__button"
        disabled={soldOut || unavailable || state.status === 'pending'}
        onClick={add}
      >
        {soldOut ? t('soldOut') : state.status === 'pending' ? t('adding') : t('addToCart')}
      </button>
      <p className={`add-to-cart__message add-to-cart__message--${state.status}`} role={state.status === 'error' ? 'alert' : 'status'}>
        {state.status === 'error' ? state.message : state.status === 'success' ? t('added') : ''}
      </p>
    </div>
  );
}
