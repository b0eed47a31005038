import { vi } from 'vitest';

/**
 * Runs before each api and browser test file. Those projects keep a worker thread from one file
 * to the next (`isolate: false`), so the packages a file imports (React, Express, pg, PGlite,
 * Playwright) are loaded once per worker instead of once per file. The store's own modules are
 * loaded afresh for every file, as in a thread of its own: their caches and settings (the
 * password hash cost, the shell and page caches, logged diagnostics) never carry over.
 */
vi.resetModules();
