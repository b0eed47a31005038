/**
 * A dedicated worker the boot script starts on a page that formats numbers (docs/decisions/025).
 * The first `Intl.NumberFormat` a page makes loads ICU's number data: 75–200 ms at 4× CPU
 * slowdown in Chromium, in the middle of hydration, where the page's first price is formatted.
 * ICU keeps that data for the whole renderer process, so making one format here, on the worker's
 * own thread, leaves the page's first format a millisecond or two. The worker's name is the
 * page's Intl locale; it posts nothing and ends itself.
 */
new Intl.NumberFormat(self.name || undefined, { style: 'currency', currency: 'GBP' }).format(1);
self.close();
