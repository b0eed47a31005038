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

/**
 * The environment the server process starts with, beside its flags: `npm start`, the Dockerfile's
 * `ENV`, the bench and the tests that start the bundle (tests/unit/deployment-files.test.ts holds
 * the first two to it). glibc's allocator gives each thread that allocates an arena of its own, up
 * to eight per core, and keeps what is freed in it: the compiler's background threads, libuv's pool
 * (compression, hashing) and the image library's threads each left 6–28 MB resident. Two arenas
 * for the whole process took the peak under load (kept pages and new URLs of three pages, 8
 * connections) from 305–339 MB to 281–299 MB on PGlite and from 214 MB to 199–200 MB on
 * PostgreSQL, at the same requests per second. The allocator reads it when the process starts, so
 * it is an environment variable, not something the server can set.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' } as const;
