import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PageTree } from '../../schemas/generated/index.ts';
import { registerCartSteps } from '../kit/account/cart-steps.ts';
import { browserCartSteps } from '../kit/cart/cart-steps.ts';
import { cartCookieSet, loadKnownCart, showJustAdded, takeCarriedJustAdded } from '../kit/cart/cart-store.ts';
import { checkoutPath } from '../kit/cart/checkout-target.ts';
import { loadShopper } from '../kit/stores/shopper-store.ts';
import { RenderSettingsContext, reportOnce, type RenderSettings } from '../render-context.tsx';
import type { BootSettings } from './boot.ts';
import { startBuildCheck } from './build-check.ts';
import { loadPageCode } from '../page-code.ts';
import { nextTask } from './next-task.ts';
import { PageRouter, startPageRouter } from './page-router.tsx';

interface AppSettings extends BootSettings {
  diagnostics: RenderSettings['diagnostics'];
  /** The server rendered each block in a Suspense boundary of its own (a block failed there): hydration does too. */
  blockBoundaries?: true;
}

function readJson<T>(id: string): T {
  const element = document.getElementById(id);
  if (!element?.textContent) throw new Error(`Missing #${id}`);
  return JSON.parse(element.textContent) as T;
}

/** Reads the page the server rendered, hydrates it and starts the client router. */
export async function startApp(): Promise<void> {
  const tree = readJson<PageTree>('__page');
  const app = readJson<AppSettings>('__app');

  const defaultLocale = tree.shell?.site.defaultLocale ?? 'en';
  registerCartSteps(browserCartSteps(() => checkoutPath(/^\/de(\/|$)/.test(window.location.pathname) ? 'de' : defaultLocale, defaultLocale)));

  const settings: RenderSettings = { diagnostics: app.diagnostics, report: reportOnce, blockBoundaries: app.blockBoundaries === true };
  startPageRouter(tree);

  // Writing the history entry and reading the tab's storage are calls into the browser that can
  // each take milliseconds on a phone: the rest of the start is a task of its own.
  await nextTask();

  // After a bike's full-page hop to its up-sell page the basket opens to confirm what went in.
  const carriedJustAdded = takeCarriedJustAdded();

  // The document preloads the chunks of the blocks this page names (no waterfall); hydration waits
  // for them, so the first render in the browser matches the server's.
  await loadPageCode(tree);

  const container = document.getElementById('app');
  if (!container) throw new Error('Missing #app');

  /** A block that failed on the server is retried here; that is expected, not a hydration fault. */
  const isolatedBlockError = (error: unknown) => error instanceof Error && /server rendering errored/.test(error.message);

  // Hydration as a transition: React does it in slices and lets the browser answer in between,
  // instead of one task as long as the whole page.
  // The page route marks the document hydrated once it is committed (page-route.tsx).
  startTransition(() => {
    hydrateRoot(
      container,
      <RenderSettingsContext.Provider value={settings}>
        <PageRouter />
      </RenderSettingsContext.Provider>,
      {
        onRecoverableError: (error) => {
          if (isolatedBlockError(error)) console.warn('[renderer] a block failed on the server and was retried in the browser');
          else console.error(error);
        },
        onCaughtError: () => {
          /* reported once by the block's boundary */
        },
      },
    );
  });
  startBuildCheck(app.build);
  // The cart cookie is HttpOnly and the page is the same for everyone: the shopper call says whether there is a cart to fetch.
  void loadShopper(tree.shell?.location)
    .then((shopper) => {
      if (!shopper.hasCart) return;
      cartCookieSet();
      return loadKnownCart().then(() => showJustAdded(carriedJustAdded));
    })
    .catch((error: unknown) => console.warn('[shopper] the shopper call failed; the page stays as written', error));
}
