/**
 * The page's only script tag. The page is already painted from its HTML; this starts its code
 * (hydration) once what a shopper sees first is painted too: the page's first pictures (those
 * marked `fetchpriority="high"`: a hero, a bike's main photo, the first cards of a lister) and, on
 * a first visit, the consent banner. On a slow line they then have the bandwidth to themselves
 * instead of sharing it with the app's scripts. Then every script the page needs is preloaded at
 * once, as the server listed them (no waterfall), the libraries are evaluated (libraries.ts) and,
 * a task later, the entry runs.
 * The consent step starts first (its store-IP check): off a store IP the banner, written into the
 * page hidden, shows as soon as the check answers, and until the app is live this script takes
 * its buttons' clicks. This file imports small chunks only, the consent step and the bundler's
 * runtime, which the document preloads beside it (docs/decisions/025).
 */
import { BANNER_CHOICES, type ConsentSettings, consentStore, startConsent } from '../kit/consent/consent-store.ts';
import { nextTask } from './next-task.ts';

/** What the server writes into `#__app` for the browser. */
export interface BootSettings {
  /** The entry script (the build's id). */
  build: string;
  /** The libraries' entry, evaluated a task before the entry (libraries.ts). */
  libraries?: string;
  /** Every script the page runs before it hydrates: the entry's chunks, its messages, its blocks' chunks. */
  scripts: string[];
  /** The page's consent settings, when it carries the consent step. */
  consent?: ConsentSettings;
  /** On a page that formats numbers, the worker that readies the browser's number formatting, and the page's Intl locale. */
  numbers?: { worker: string; locale: string };
}

/** However slow the first pictures or the store-IP check are, the page's code starts after this long. */
const FIRST_PAINT_WAIT_MS = 3000;

// The document's first layout and paint come first: this script's own work (the settings, the
// consent step's requests, the number worker) waits for a task of its own.
await nextTask();
const settings = JSON.parse(document.getElementById('__app')?.textContent ?? '{}') as BootSettings;

// The consent step goes first: its store-IP check is two requests, and the banner they may show
// is what a first visitor sees first. The stylesheet shows the hidden banner while the step says
// "ask" (renderer/shell/consent.css); until the app is live this script takes its clicks.
const consentSettled = settings.consent ? startConsentStep(settings.consent) : undefined;

// ICU's number data loads on a worker's thread while the page waits for its first paint, not on
// the main thread in the middle of hydration (number-warm-up.ts). Starting a worker takes a few
// milliseconds of the main thread: a task of its own, after the consent step's requests are out.
if (settings.numbers) {
  await nextTask();
  startNumberWarmUp(settings.numbers);
}

await Promise.race([seenFirstPainted(consentSettled), new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS))]);
for (const file of settings.scripts) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = `/${file}`;
  document.head.append(link);
}
// React and React DOM are evaluated first, the app's own modules in a later task, so neither
// task holds the main thread for both (libraries.ts).
if (settings.libraries) {
  await import(`/${settings.libraries}`);
  await nextTask();
}
await import(`/${settings.build}`);

/** Only a head start: a browser that refuses the worker makes its first number format on the main thread, as it would without. */
function startNumberWarmUp({ worker, locale }: NonNullable<BootSettings['numbers']>): void {
  try {
    new Worker(`/${worker}`, { name: locale });
  } catch (error) {
    console.warn('[boot] number formatting is readied on the main thread instead', error);
  }
}

/** Starts the consent step, shows its status on `<html data-consent>` and takes the banner's clicks; resolves once the step has answered. */
function startConsentStep(consent: ConsentSettings): Promise<void> {
  consentStore.subscribe(({ status }) => {
    document.documentElement.dataset['consent'] = status;
  });
  document.addEventListener('click', takeBannerClick, { capture: true });
  return startConsent(consent);
}

/**
 * Resolves once what the visitor sees first is painted: the page's first pictures (decoded, or
 * failed) and, on a first visit, the consent step's answer (the banner, or none).
 */
async function seenFirstPainted(consentAnswered: Promise<void> | undefined): Promise<void> {
  const pictures = [...document.images].filter((image) => image.fetchPriority === 'high');
  await Promise.all([...pictures.map((image) => image.decode().catch(() => undefined)), consentAnswered]);
  // A hidden page paints no frame until it is shown; there is nothing to wait for.
  if (document.visibilityState === 'hidden') return;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await nextTask();
}

/** A click on one of the banner's buttons before the app is live: the consent step's own action, which React's handler would run. */
function takeBannerClick(event: MouseEvent): void {
  if (document.documentElement.dataset['hydrated'] === 'true') {
    document.removeEventListener('click', takeBannerClick, { capture: true });
    return;
  }
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('.consent-banner [data-consent-choice]') : null;
  const choice = button?.dataset['consentChoice'];
  if (!choice || !Object.hasOwn(BANNER_CHOICES, choice)) return;
  // React, if it is hydrating, must not replay the same click.
  event.stopPropagation();
  BANNER_CHOICES[choice as keyof typeof BANNER_CHOICES]();
}
