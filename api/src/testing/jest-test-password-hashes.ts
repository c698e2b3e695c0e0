import argon2 from 'argon2';

/**
 * Runs before each test file of the projects with a database (api-db, api-built): password
 * hashes made in the test process cost argon2id's minimum (1 MiB, one pass, one lane) instead
 * of the production defaults (64 MiB, 3 passes, 4 lanes; see modules/owner/password.ts).
 *
 * Test owners sign in hundreds of times across the suite, and at production cost each sign-in
 * took half a second of CPU (seconds on a busy machine): the owner tests spent most of their
 * time hashing. Verification is untouched and reads the parameters from the stored hash, so
 * sign-in runs exactly the production code; password.test.ts (project `api`, no override) checks
 * the production parameters. Servers started as child processes (owner:add, the built server)
 * hash at production cost.
 */
const productionHash = argon2.hash;
const minimumCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

argon2.hash = ((password: string | Buffer, options?: Parameters<typeof productionHash>[1]) =>
  productionHash(password, { ...options, ...minimumCost })) as typeof argon2.hash;
