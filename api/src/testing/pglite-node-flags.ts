/**
 * Node's flags for the processes the tests start that run the embedded database (PGlite is
 * PostgreSQL compiled to WebAssembly): V8's baseline WebAssembly compiler (Liftoff) only.
 * By default V8 compiles PGlite's busy functions a second time with its optimizing compiler, and
 * a test's database never lives long enough to earn that back: opening a copy and running 400
 * small queries took 1.1 CPU-seconds with this flag and 2.7 without, and 4,000 queries 4.1
 * against 6.0. `npm start` runs with it too, for memory: the optimized copies of PGlite's code
 * took about 70 MB of a small server's resident memory (`npm run bench:memory`).
 * A command-line flag: Node refuses it in NODE_OPTIONS.
 */
export const pgliteNodeFlags: readonly string[] = ['--liftoff-only'];
