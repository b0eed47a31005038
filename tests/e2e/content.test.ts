import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sharedBrowser, openPage, seriousAxeViolations, waitForHydration, markDocument, documentMark } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), sharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Presses Tab (or Shift+Tab) until the focused element reads `text`, as a keyboard user would. */
async function tabTo(page: Page, text: string, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === text) return;
  }
  throw new Error(`"${text}" never received focus`);
}

const currentSlide = (page: Page) => page.locator('.carousel').first().locator('.carousel__dot[aria-current="true"] .block-sr-only').textContent();
/** The slide (from 1) the track rests on, or 0 while it is still moving. */
const restingSlide = (page: Page) =>
  page
    .locator('.carousel__track')
    .first()
    .evaluate((track) => 1 + [...track.children].findIndex((slide) => Math.abs((slide as HTMLElement).offsetLeft - track.scrollLeft) < 2));

describe('content blocks in a browser', () => {
  test('the carousel is operated with the keyboard: next and previous buttons move the slides and say where you are', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/carousel/`);
    await waitForHydration(page);
    const carousel = page.locator('.carousel').first();
    const live = carousel.locator('[aria-live="polite"].block-sr-only');
    // On the way to "Next slide", Tab passes every slide's link, and the track scrolls each into
    // view: it ends on the last slide, and once it rests there the dots say so. Each step below
    // waits for the track to rest, as a person would before pressing again.
    await tabTo(page, 'Next slide');
    expect(await page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-label'))).toBe('Bikes for every ride');
    await expect.poll(() => restingSlide(page)).toBe(4);
    await expect.poll(() => currentSlide(page)).toBe('Go to slide 4: Mountain');
    // Next from the last slide goes round to the first.
    await page.keyboard.press('Enter');
    await expect.poll(() => currentSlide(page)).toBe('Go to slide 1: Road');
    await expect.poll(() => restingSlide(page)).toBe(1);
    expect(await live.textContent()).toBe('Slide 1 of 4');
    await page.keyboard.press('Enter');
    await expect.poll(() => currentSlide(page)).toBe('Go to slide 2: Gravel');
    await expect.poll(() => restingSlide(page)).toBe(2);
    expect(await live.textContent()).toBe('Slide 2 of 4');
    await page.keyboard.press('Enter');
    await expect.poll(() => currentSlide(page)).toBe('Go to slide 3: Electric');
    await expect.poll(() => restingSlide(page)).toBe(3);
    await tabTo(page, 'Previous slide', 'Shift+Tab');
    await page.keyboard.press(' ');
    await expect.poll(() => currentSlide(page)).toBe('Go to slide 2: Gravel');
    await expect.poll(() => restingSlide(page)).toBe(2);
    expect(await live.textContent()).toBe('Slide 2 of 4');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the carousel describes itself to assistive technology and works as a scrolling row', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/carousel/`);
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: 'Bikes for every ride' });
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = carousel.getByRole('group', { name: /of 4$/ });
    expect(await slides.count()).toBe(4);
    expect(await slides.first().getAttribute('aria-roledescription')).toBe('slide');
    await carousel.locator('.carousel__track').evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect.poll(() => currentSlide(page)).toBe('Go to slide 4: Mountain');
    await context.close();
  });

  test('the end of an earlier scroll, reported after a button has started the next, does not move the dots back', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/carousel/`);
    await waitForHydration(page);
    const track = page.locator('.carousel__track').first();
    // "Next slide" starts a smooth scroll; a browser may then report the end of the scroll before
    // it, while the row is still on the first slide. The dots keep to the slide the button chose.
    await track.evaluate((el) => {
      el.closest('.carousel')?.querySelector<HTMLButtonElement>('.carousel__button:last-of-type')?.click();
      el.dispatchEvent(new Event('scrollend'));
    });
    await expect.poll(() => restingSlide(page)).toBe(2);
    expect(await currentSlide(page)).toBe('Go to slide 2: Gravel');
    // The shopper moving the row themselves counts again: the left arrow on the focused row goes back to the first slide.
    await track.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => restingSlide(page)).toBe(1);
    await expect.poll(() => currentSlide(page)).toBe('Go to slide 1: Road');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an autoplaying carousel turns by itself, stops while focused, has a pause button and stays still for reduced motion', async () => {
    const { page, context } = await openPage(browser);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // The page's timers run on a clock the test moves on, so the slide show's 6 s pass at once.
    await page.clock.install();
    await page.goto(`${server.url}/carousel/`);
    await waitForHydration(page);
    const autoplay = page.getByRole('region', { name: 'Rides worth doing' });
    const shown = () => autoplay.locator('.carousel__dot[aria-current="true"] .block-sr-only').textContent();
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        return shown();
      })
      .toBe('Go to slide 2: The coast road');
    // The row scrolls to the slide in real time; the clock moves on only once it is there.
    const track = autoplay.locator('.carousel__track');
    await expect.poll(() => track.evaluate((el) => Math.abs(el.scrollLeft - (el.children[1] as HTMLElement).offsetLeft))).toBeLessThan(2);
    const pause = autoplay.getByRole('button', { name: 'Pause slide show' });
    await pause.focus();
    // Longer than the 6 s a slide is shown: focused, it stays.
    await page.clock.runFor(6_500);
    expect(await shown()).toBe('Go to slide 2: The coast road');
    await page.keyboard.press('Enter');
    await expect.poll(() => autoplay.getByRole('button', { name: 'Play slide show' }).count()).toBe(1);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await waitForHydration(page);
    // The controls appear once the carousel's effects have run, which may be just after hydration.
    await expect.poll(() => page.getByRole('region', { name: 'Rides worth doing' }).getByRole('button', { name: 'Play slide show' }).count()).toBe(1);
    await context.close();
  });

  test('an accordion question opens with Enter and shows its answer', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/accordion-menu/`);
    await waitForHydration(page);
    const question = page.locator('summary', { hasText: 'How much does delivery cost?' });
    const answer = page.getByText('Delivery of every bike to a UK mainland address is');
    expect(await answer.isVisible()).toBe(false);
    await tabTo(page, 'How much does delivery cost?');
    await page.keyboard.press('Enter');
    expect(await question.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(true);
    expect(await answer.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await answer.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('newsletter sign-up shows "Required Field" inline, then the check-your-inbox message without a reload', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/email-sign-up/`);
    await waitForHydration(page);
    await markDocument(page, 'same page');
    const form = page.locator('#newsletter-demo-form');
    const field = form.getByLabel('Email address');
    await form.getByRole('button', { name: 'Sign up' }).click();
    expect(await form.getByText('Required Field').isVisible()).toBe(true);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await field.fill('not-an-address');
    await page.keyboard.press('Enter');
    await form.getByText('Please enter a valid email address').waitFor();
    await field.fill(`e2e-${Date.now()}@example.com`);
    await page.keyboard.press('Enter');
    await form.getByText('Nearly there – check your inbox').waitFor();
    expect(await documentMark(page)).toBe('same page');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('without JavaScript the sign-up form posts and the page comes back with the success message', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/email-sign-up/`);
    const form = page.locator('#newsletter-demo-form');
    await form.getByLabel('Email address').fill(`no-js-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(/newsletter=pending/);
    expect(new URL(page.url()).pathname).toBe('/email-sign-up/');
    expect(await page.locator('#newsletter-demo-form').getByText('Nearly there – check your inbox').isVisible()).toBe(true);
    await context.close();
  });

  for (const width of [1280, 360]) {
    test(`axe finds no serious or critical issue on home, a long content page and the four demo pages at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width });
      for (const path of ['/', '/terms-conditions/', '/hero/', '/carousel/', '/accordion-menu/', '/email-sign-up/']) {
        await page.goto(`${server.url}${path}`);
        await waitForHydration(page);
        expect(await seriousAxeViolations(page), `${path} at ${width} px`).toEqual([]);
      }
      await context.close();
    });
  }
});

/** How long a visitor reads the catalogue; its account and sign-in examples once left it after 1–2 s. */
const STAY_MS = 5000;

describe('the block catalogue in a browser', () => {
  // Both visitors read the catalogue at the same time, each in a context of its own.
  for (const visitor of ['signed out', 'signed in'] as const) {
    test.concurrent(`a ${visitor} visitor stays on /blocks/ while every example renders inert`, async ({ expect, onTestFinished }) => {
      const { page, context } = await openPage(browser, { onTestFinished });
      if (visitor === 'signed in') {
        const signIn = await context.request.post(`${server.url}/nuxt/api/auth/login`, {
          data: { email: 'demo@northvale.test', password: 'Northvale-demo-1' },
        });
        expect(signIn.status()).toBe(200);
      }
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      const logsBefore = server.logs.length;

      await page.goto(`${server.url}/blocks/`);
      await waitForHydration(page);
      await page.waitForTimeout(STAY_MS);

      // The router records its state with one replaceState of the same URL at start.
      expect([...new Set(visited)]).toEqual([`${server.url}/blocks/`]);
      expect(page.url()).toBe(`${server.url}/blocks/`);
      await page.getByRole('heading', { level: 1, name: 'Block catalogue' }).waitFor();
      expect(await page.locator('[data-block-error="qa-fault"]').count()).toBe(1);
      expect(await page.locator('.site-header').getAttribute('data-variant')).toBe('full');
      expect(await page.locator('.site-footer--minimal').count()).toBe(0);
      const errors = server.logs.slice(logsBefore).filter((line) => line['level'] === 'error' || 'err' in line);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
