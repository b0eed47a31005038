import type { ReactNode } from 'react';

/** One numbered step of the checkout, named by its heading. */
export function CheckoutStep({ titleId, number, title, children }: { titleId: string; number: number; title: string; children: ReactNode }) {
  return (
    <section className="checkout-step" aria-labelledby={titleId}>
      <h2 id={titleId} className="checkout-step__title">
        <span className="checkout-step__number" aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
