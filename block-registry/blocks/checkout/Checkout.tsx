import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../renderer/kit/hooks/use-translation.ts';
import { CheckoutStep } from './CheckoutStep.tsx';
import useSWR from 'swr';
import { getJson } from '../../../renderer/kit/http-client.ts';
import { type Customer, useCustomer } from '../../../renderer/kit/account/customer.ts';
import { formatDate } from '../../../renderer/kit/account/format.ts';
import { presentCart } from '../../../domain/cart/cart-lines.ts';
import { forgetCart, loadCustomerCart, useCartStore } from '../../../renderer/kit/cart/cart-store.ts';
import { Icon } from '../../../renderer/kit/components/icon.tsx';
import { useLocalePath, usePageContext } from '../../../renderer/kit/hooks/page-context.ts';
import { useMoney } from '../../../renderer/kit/hooks/use-money.ts';
import type { CheckoutProps, DeliveryMethodsResponse } from '../../../schemas/generated/index.ts';
import { penceFromPounds } from '../../../schemas/pounds.ts';
import { toMajor, toMinor } from '../../../domain/money.ts';
import type { BlockComponentProps } from '../../types.ts';
import { CheckoutAddressStep } from './CheckoutAddressStep.tsx';
import { type CertificateDetails, CheckoutPaymentStep } from './CheckoutPaymentStep.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { toPay } from './to-pay.ts';
import { type PlaceOrderBody, placeOrder, resumePendingPlacement } from './place-order.ts';
import { FinanceOutcomeNote } from './FinanceOutcomeNote.tsx';
import { useFinancePayment } from './use-finance-payment.ts';
import { useHostedFields } from './use-hosted-fields.ts';

/** The GB checkout (spec section 4): signed-in customers only; a guest is asked to sign in and comes back. */
export function Checkout({ payment }: BlockComponentProps<CheckoutProps>) {
  const { t } = useTranslation('checkout');
  const { data: customer } = useCustomer();
  const localePath = useLocalePath();
  const partnerProblem = usePartnerProblem();
  if (customer === undefined) return <p className="checkout__loading">{t('loading')}</p>;
  if (partnerProblem && customer) {
    return (
      <>
        <p className="checkout__error checkout__partner" role="alert">
          <Icon name="alert" size={20} />
          {t(`esw_${partnerProblem}`)}
        </p>
        <CheckoutForm customer={customer} payment={payment} />
      </>
    );
  }
  if (customer === null) {
    const back = `?redirect=${encodeURIComponent(localePath('/checkout/'))}`;
    return (
      <section className="checkout-gate" aria-labelledby="checkout-gate-title">
        <span className="checkout-gate__icon">
          <Icon name="lock" size={28} />
        </span>
        <h2 id="checkout-gate-title">{t('signInTitle')}</h2>
        <p>{t('signInText')}</p>
        <div className="checkout-gate__actions">
          <a className="button button--primary" href={`${localePath('/auth/login/')}${back}`}>
            {t('signIn')}
          </a>
          <a className="button button--secondary" href={`${localePath('/auth/register/')}${back}`}>
            {t('register')}
          </a>
        </div>
      </section>
    );
  }
  return <CheckoutForm customer={customer} payment={payment} />;
}

/** The international checkout sent the shopper back (`?esw=unavailable|expired|refused`); read after hydration. */
function usePartnerProblem(): 'unavailable' | 'expired' | 'refused' | null {
  const [problem, setProblem] = useState<'unavailable' | 'expired' | 'refused' | null>(null);
  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('esw');
    if (value === 'unavailable' || value === 'expired' || value === 'refused') setProblem(value);
  }, []);
  return problem;
}

type Status = { kind: 'idle' } | { kind: 'placing' } | { kind: 'applying' } | { kind: 'confirming' } | { kind: 'error'; message: string };

function CheckoutForm({ customer, payment }: { customer: Customer; payment: CheckoutProps['payment'] }) {
  const { t } = useTranslation('checkout');
  const { locale } = usePageContext();
  const localePath = useLocalePath();
  const money = useMoney().cartPrice;
  const id = useId();
  const cart = useCartStore((s) => s.cart);
  const [loaded, setLoaded] = useState(cart !== null);
  const ukAddresses = customer.addresses.filter((a) => a.country_code === 'GB');
  const preferred = ukAddresses.find((a) => a.default_shipping) ?? ukAddresses[0];
  const [addressId, setAddressId] = useState<number | undefined>(preferred?.id);
  const [method, setMethod] = useState<'standard' | 'express'>('standard');
  const [useCertificate, setUseCertificate] = useState(false);
  const [certificate, setCertificate] = useState<CertificateDetails>({ number: '', amount: '', issuedBy: '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const statusRef = useRef<HTMLDivElement>(null);
  const hosted = useHostedFields(payment);

  const subtotalKey = cart ? `${cart.id}:${cart.prices.subtotal_including_tax.value}` : null;
  const { data: choices } = useSWR<DeliveryMethodsResponse>(subtotalKey ? ['/nuxt/api/checkout/delivery-methods', subtotalKey] : null, ([url]: [string]) =>
    getJson<DeliveryMethodsResponse>(url),
  );

  const deliveryPrice = choices?.deliveryMethods.find((m) => m.code === method)?.price.value;
  const finance = useFinancePayment(cart ? toMinor(toPay(cart, deliveryPrice, 0)) : 0);

  useEffect(() => {
    if (cart) return;
    void loadCustomerCart().finally(() => setLoaded(true));
  }, [cart]);

  useEffect(() => {
    if (addressId === undefined && preferred) setAddressId(preferred.id);
  }, [addressId, preferred]);

  const finish = (orderNumber: string) => {
    forgetCart();
    window.location.assign(localePath(`/checkout/confirmation/${orderNumber}/`));
  };

  const run = async (body: PlaceOrderBody, key: string) => {
    setStatus({ kind: 'placing' });
    const outcome = await placeOrder(body, key, hosted.challengeOrigin);
    if (outcome.kind === 'placed') return finish(outcome.orderNumber);
    if (outcome.kind === 'challenge') {
      setStatus({ kind: 'confirming' });
      window.location.assign(outcome.challengeUrl);
      return;
    }
    setStatus({ kind: 'error', message: outcome.message || t('failed') });
    statusRef.current?.focus();
  };

  // Back from the card issuer's 3-D Secure page: place the same order again with the same key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival
  useEffect(() => {
    const pending = resumePendingPlacement(new URLSearchParams(window.location.search));
    if (pending) void run(pending.body, pending.key);
  }, []);

  if (!loaded && !cart) return <p className="checkout__loading">{t('loading')}</p>;
  const { lines } = presentCart(cart);
  if (!cart || !lines.length) {
    return (
      <section className="checkout-gate">
        <h2>{t('emptyTitle')}</h2>
        <p>{t('emptyText')}</p>
        <div className="checkout-gate__actions">
          <a className="button button--primary" href={localePath('/bikes/')}>
            {t('continueShopping')}
          </a>
        </div>
      </section>
    );
  }

  const chosen = choices?.deliveryMethods.find((m) => m.code === method);
  const certificatePence = useCertificate ? penceFromPounds(certificate.amount) : undefined;
  const certificateAmount = toMajor(certificatePence ?? 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (addressId === undefined) found['address'] = t('required');
    const byFinance = finance.payWith === 'finance';
    if (useCertificate && !byFinance) {
      if (certificate.number.trim().length < 4) found['certificateNumber'] = t('required');
      if (!certificatePence) found['certificateAmount'] = t('certificateInvalid');
      if (!certificate.issuedBy) found['certificateIssuer'] = t('required');
    }
    setProblems(found);
    if (Object.keys(found).length) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    if (byFinance) {
      setStatus({ kind: 'applying' });
      const problem = await finance.apply({ shippingAddressId: addressId as number, deliveryMethod: method });
      if (problem === null) return;
      setStatus({ kind: 'error', message: problem || t('failed') });
      statusRef.current?.focus();
      return;
    }
    setStatus({ kind: 'placing' });
    // The card goes from the provider's frame to the provider; only the PaymentMethod's id comes back.
    const made = hosted.fields ? await hosted.fields.createPaymentMethod() : { error: t('cardFieldsFailed') };
    if ('error' in made) {
      setStatus({ kind: 'error', message: made.error || t('failed') });
      statusRef.current?.focus();
      return;
    }
    const token = made.paymentMethodId;
    const body: PlaceOrderBody = {
      shippingAddressId: addressId as number,
      deliveryMethod: method,
      ...(token ? { paymentToken: token } : {}),
      // The amount goes as the text typed, so no floating point ever touches it.
      ...(useCertificate ? { certificate: { number: certificate.number.trim(), amount: certificate.amount.trim(), issuedBy: certificate.issuedBy } } : {}),
    };
    await run(body, crypto.randomUUID());
  };

  const busy = status.kind === 'placing' || status.kind === 'applying' || status.kind === 'confirming';
  const fieldProps = (name: string) => ({
    id: `${id}-${name}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-problem` : undefined,
  });
  const problem = (name: string) =>
    problems[name] ? (
      <p id={`${id}-${name}-problem`} className="field__error">
        {problems[name]}
      </p>
    ) : null;

  return (
    <div className="checkout">
      <div className="checkout__steps">
        <FinanceOutcomeNote outcome={finance.outcome} />
        {/* Outside the checkout form: the new-address form is a form of its own. */}
        <CheckoutAddressStep id={id} customer={customer} addressId={addressId} onChoose={setAddressId} problem={problem('address')} />

        <form className="checkout__form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
          <CheckoutStep titleId={`${id}-delivery-title`} number={2} title={t('deliveryTitle')}>
            <fieldset className="checkout-choices">
              <legend className="visually-hidden">{t('deliveryTitle')}</legend>
              {(['standard', 'express'] as const).map((code) => {
                const option = choices?.deliveryMethods.find((m) => m.code === code);
                return (
                  <label key={code} className="checkout-choice">
                    <input type="radio" name="deliveryMethod" value={code} checked={method === code} onChange={() => setMethod(code)} />
                    <span className="checkout-choice__text">
                      <strong>{t(`method_${code}`)}</strong>
                      <span>{option ? t('estimatedDelivery', { date: formatDate(option.estimatedDelivery, locale) }) : t(`method_${code}_hint`)}</span>
                    </span>
                    <span className="checkout-choice__price">{option ? (option.price.value === 0 ? t('free') : money(option.price.value)) : ''}</span>
                  </label>
                );
              })}
            </fieldset>
          </CheckoutStep>

          <CheckoutPaymentStep
            id={id}
            testCards={payment.testCards}
            hostedFields={hosted.ref}
            hostedFailed={hosted.failed}
            useCertificate={useCertificate}
            onUseCertificate={setUseCertificate}
            certificate={certificate}
            onCertificate={setCertificate}
            field={{ props: fieldProps, problem }}
            finance={finance}
          />

          <div ref={statusRef} tabIndex={-1} className="checkout__status" role={status.kind === 'error' ? 'alert' : 'status'}>
            {status.kind === 'error' ? (
              <p className="checkout__error">
                <Icon name="alert" size={20} />
                {status.message}
              </p>
            ) : busy ? (
              <p>{t(status.kind)}</p>
            ) : null}
          </div>
          <button type="submit" className="button button--primary button--block checkout__place" disabled={busy}>
            <Icon name="lock" size={20} />
            {finance.payWith === 'finance' ? t('applyForFinance') : t('placeOrder', { amount: money(toPay(cart, chosen?.price.value, certificateAmount)) })}
          </button>
        </form>
      </div>
      <CheckoutSummary
        cart={cart}
        lines={lines}
        delivery={chosen?.price.value}
        certificate={finance.payWith === 'finance' ? 0 : certificateAmount}
        dispatchDate={choices?.dispatchDate}
      />
    </div>
  );
}
