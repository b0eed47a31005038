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
 *
 * `--liftoff-only` keeps WebAssembly on V8's baseline compiler, and the server runs no
 * WebAssembly but PGlite. By default V8 recompiles PGlite's busiest functions with its optimising
 * compiler, whose working memory glibc keeps once freed: a store on PGlite held 272–298 MB once
 * listening, and 205–213 MB with the flag. Pages rendered afresh answered as fast either way (the
 * statements they stand on are kept in memory), the type-ahead's statements took about a fifth
 * longer (20–22 against 25–26 ms at 20,000 products), and PGlite starts sooner
 * (docs/decisions/021). A store on a PostgreSQL server loads no WebAssembly.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=30', '--liftoff-only'] as const;

/**
 * The environment the server process starts with, beside its flags: `npm start`, the Dockerfile's
 * `ENV`, the bench and the tests that start the bundle (tests/unit/deployment-files.test.ts holds
 * the first two to it). glibc's allocator gives each thread that allocates an arena of its own, up
 * to eight per core, and keeps what is freed in it: the compiler's background threads, libuv's pool
 * (compression, hashing) and the image library's threads each left 6–28 MB resident. Two arenas
 * for the whole process took the peak under load (kept pages and new URLs of three pages, 8
 * connections) from 305–339 MB to 281–299 MB on PGlite and from 214 MB to 199–200 MB on
 * PostgreSQL, at the same requests per second. Left to itself, glibc also raises the size from
 * which it gives memory back to the system each time a large block is freed, up to 64 MB, and then
 * keeps what the renders free; `MALLOC_TRIM_THRESHOLD_` fixed at its default of 128 KB stops that.
 * It took 4–11 MB more off the peak of a store on PGlite, at the same requests per second (four runs
 * side by side). The allocator reads both when the process starts, so they are environment
 * variables, not something the server can set.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' } as const;
