/**
 * The V8 flags the server process starts with, wherever it is started: `npm start`, the
 * Dockerfile's `CMD`, the bench and the tests that start the bundle (tests/unit/deployment-files.test.ts
 * holds the first two to this list). They are not a ceiling on the heap, which would have to grow
 * with the catalogue; they make V8 collect sooner. Left to itself V8 lets the old generation grow
 * to four times what survived the last full collection while memory is plentiful, and a process
 * under load on PostgreSQL peaked at 350–430 MB holding under 60 MB of live objects. Here the next
 * full collection comes once the old generation has grown by 30 %, and the young generation's
 * halves are 8 MB instead of 16 MB: the peak stays under 250 MB (`npm run bench -- web` measures
 * it with and without them). `--heap-growing-percent` is a command-line flag only; `NODE_OPTIONS`
 * refuses it.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=30'] as const;
