/**
 * React and React DOM, evaluated a task before the app's own modules. Importing the entry
 * evaluates every module it reaches in one task: React DOM's set-up and the app's modules (the
 * router, i18next, the shell, the page's blocks). The boot script imports this module first and
 * the entry in a later task, so the browser may paint or answer a tap in between (boot.ts), and
 * neither task grows long on a slow phone, or where a debugging client makes React DOM's
 * evaluation slow (docs/decisions/025). The build gives these libraries a chunk of their own,
 * which the entry imports and finds already evaluated (tests/api/client-build.test.ts).
 */
export { hydrateRoot } from 'react-dom/client';
export { startTransition } from 'react';
export { jsx } from 'react/jsx-runtime';
