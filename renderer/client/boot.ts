/**
 * The page's only script tag. The page is already painted from its HTML; this starts its code
 * (hydration) once the page's first pictures (those marked `fetchpriority="high"`: a hero, a
 * bike's main photo, the first row of a lister) are painted too, so on a slow line they have the
 * bandwidth to themselves instead of sharing it with the app's scripts. Then every script the page
 * needs is preloaded at once, as the server listed them (no waterfall), and the entry runs.
 * It imports nothing: it is a file of its own, a few hundred bytes.
 */

/** What the server writes into `#__app` for the browser. */
export interface BootSettings {
  /** The entry script (the build's id). */
  build: string;
  /** Every script the page runs before it hydrates: the entry's chunks, its messages, its blocks' chunks. */
  scripts: string[];
}

/** However slow the first pictures are, the page's code starts after this long. */
const PICTURES_WAIT_MS = 3000;

const settings = JSON.parse(document.getElementById('__app')?.textContent ?? '{}') as BootSettings;

await Promise.race([firstPicturesPainted(), new Promise((resolve) => setTimeout(resolve, PICTURES_WAIT_MS))]);
for (const file of settings.scripts) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = `/${file}`;
  document.head.append(link);
}
await import(`/${settings.build}`);

/** Resolves once the page's first pictures are decoded (or failed) and a frame has painted them. */
async function firstPicturesPainted(): Promise<void> {
  const pictures = [...document.images].filter((image) => image.fetchPriority === 'high');
  await Promise.all(pictures.map((image) => image.decode().catch(() => undefined)));
  // A hidden page paints no frame until it is shown; there is nothing to wait for.
  if (document.visibilityState === 'hidden') return;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
