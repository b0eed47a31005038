/**
 * What the Stripe double serves to the browser: its Stripe.js and the hosted card fields' page
 * (the API and its state are in stripe-api.ts).
 */

/** The double's Stripe.js: `Stripe(key)`, `elements().create('card')` with `mount`/`on`/`focus`/`destroy`, and `createPaymentMethod`. */
export function stripeJs(origin: string): string {
  return `(() => {
  'use strict';
  const ORIGIN = ${JSON.stringify(origin)};
  function cardElement(key) {
    let frame = null;
    let sequence = 0;
    const waiting = new Map();
    const listeners = {};
    const fire = (name, event) => (listeners[name] || []).forEach((listener) => listener(event));
    window.addEventListener('message', (event) => {
      if (!frame || event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
      const data = event.data || {};
      if (data.type === 'ready') fire('ready', {});
      if (data.type === 'resize') frame.style.height = Math.ceil(Number(data.height) || 0) + 'px';
      if (data.type === 'change') fire('change', { elementType: 'card', empty: !!data.empty, complete: !!data.complete, error: data.error });
      if (data.type === 'result' && waiting.has(data.sequence)) {
        waiting.get(data.sequence)(data.body);
        waiting.delete(data.sequence);
      }
    });
    return {
      mount(target) {
        const host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) throw new Error('mount(): there is no element to mount the card fields in.');
        frame = document.createElement('iframe');
        frame.title = 'Secure card payment input frame';
        frame.src = ORIGIN + '/elements/card/?key=' + encodeURIComponent(key) + '&origin=' + encodeURIComponent(location.origin);
        frame.style.cssText = 'display:block;width:100%;height:150px;border:0;background:transparent;color-scheme:normal';
        host.appendChild(frame);
      },
      on(name, listener) {
        (listeners[name] = listeners[name] || []).push(listener);
        return this;
      },
      focus() {
        if (frame) frame.contentWindow.postMessage({ type: 'focus' }, ORIGIN);
      },
      destroy() {
        if (frame) frame.remove();
        frame = null;
      },
      _paymentMethod() {
        if (!frame) return Promise.resolve({ error: { type: 'validation_error', message: 'The card fields are not mounted.' } });
        const n = ++sequence;
        return new Promise((resolve) => {
          waiting.set(n, resolve);
          frame.contentWindow.postMessage({ type: 'create', sequence: n }, ORIGIN);
        });
      },
    };
  }
  function Stripe(key) {
    if (typeof key !== 'string' || !key.startsWith('pk_')) throw new Error('Stripe(): pass your publishable key (pk_...).');
    return {
      elements() {
        return {
          create(type) {
            if (type !== 'card') throw new Error('This Stripe double offers the card element only.');
            return cardElement(key);
          },
        };
      },
      createPaymentMethod(params) {
        if (!params || params.type !== 'card' || !params.card || typeof params.card._paymentMethod !== 'function')
          return Promise.resolve({ error: { type: 'validation_error', message: 'createPaymentMethod needs {type: "card", card: cardElement}.' } });
        return params.card._paymentMethod();
      },
    };
  }
  window.Stripe = Stripe;
})();
`;
}

/** The hosted card fields' page: labelled inputs that post the card to the double and answer the parent with the PaymentMethod. */
export function cardFieldsPage(publishableKey: string, parentOrigin: string): string {
  const settings = JSON.stringify({ key: publishableKey, parent: parentOrigin }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Card details (Stripe double)</title>
<style>
*{box-sizing:border-box}html,body{margin:0;background:transparent}body{font:16px/1.4 system-ui,sans-serif;color:#14202b;padding:3px}
form{display:grid;grid-template-columns:1fr 1fr;gap:12px;align-items:end}.number{grid-column:1/-1}
label{display:block;font-weight:600;font-size:.9rem;margin-bottom:4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #6b7785;border-radius:8px;background:#fff;color:#14202b}
input:focus-visible{outline:3px solid #0b5f86;outline-offset:1px}input[aria-invalid=true]{border-color:#b3261e}
p{grid-column:1/-1;margin:0;color:#b3261e;font-size:.9rem}p:empty{display:none}
</style></head><body>
<form novalidate>
<div class="number"><label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23"></div>
<div><label for="expiry">Expiry date (MM/YY)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"></div>
<div><label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4"></div>
<p id="problem"></p>
</form>
<script>
(() => {
  const settings = ${settings};
  const form = document.querySelector('form');
  const field = (name) => document.getElementById(name);
  const problem = document.getElementById('problem');
  const send = (message) => parent.postMessage(message, settings.parent);
  const resize = () => send({ type: 'resize', height: document.documentElement.scrollHeight });
  new ResizeObserver(resize).observe(document.body);
  const show = (message, param) => {
    problem.textContent = message || '';
    for (const name of ['number', 'expiry', 'cvc']) field(name).removeAttribute('aria-invalid');
    const name = param === 'card[number]' ? 'number' : param === 'card[cvc]' ? 'cvc' : param && param.startsWith('card[exp') ? 'expiry' : null;
    if (name) field(name).setAttribute('aria-invalid', 'true');
  };
  form.addEventListener('input', () => {
    const values = ['number', 'expiry', 'cvc'].map((name) => field(name).value.trim());
    send({ type: 'change', empty: values.every((v) => !v), complete: values.every((v) => v) });
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  async function paymentMethod() {
    const missing = ['number', 'expiry', 'cvc'].find((name) => !field(name).value.trim());
    if (missing) {
      const message = { number: 'Your card number is incomplete.', expiry: "Your card's expiration date is incomplete.", cvc: "Your card's security code is incomplete." }[missing];
      return { error: { type: 'validation_error', code: 'incomplete_' + missing, message, param: missing === 'number' ? 'card[number]' : missing === 'cvc' ? 'card[cvc]' : 'card[exp_month]' } };
    }
    const [month = '', year = ''] = field('expiry').value.split('/').map((part) => part.trim());
    const body = new URLSearchParams({ type: 'card', 'card[number]': field('number').value, 'card[exp_month]': month, 'card[exp_year]': year, 'card[cvc]': field('cvc').value.trim() });
    try {
      const res = await fetch('/v1/payment_methods', { method: 'POST', headers: { Authorization: 'Bearer ' + settings.key }, body });
      const answer = await res.json();
      return res.ok ? { paymentMethod: answer } : { error: answer.error };
    } catch {
      return { error: { type: 'api_connection_error', message: 'The card could not be checked. Please try again.' } };
    }
  }
  window.addEventListener('message', async (event) => {
    if (event.origin !== settings.parent || event.source !== parent) return;
    const data = event.data || {};
    if (data.type === 'focus') field('number').focus();
    if (data.type !== 'create') return;
    const body = await paymentMethod();
    show(body.error ? body.error.message : '', body.error ? body.error.param : undefined);
    send({ type: 'result', sequence: data.sequence, body });
  });
  send({ type: 'ready' });
  resize();
})();
</script>
</body></html>`;
}
