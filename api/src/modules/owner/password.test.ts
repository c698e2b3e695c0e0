import { decoyPasswordHash, hashPassword, verifyPassword } from './password';

/** The cost parameters a PHC string carries ($argon2id$v=19$m=...,t=...,p=...$salt$hash). */
function costOf(hash: string): Record<string, string> {
  expect(hash).toMatch(/^\$argon2id\$v=19\$/);
  return Object.fromEntries(
    hash
      .split('$')[3]
      .split(',')
      .map((pair) => pair.split('=')),
  );
}

const productionCost = { m: '65536', t: '3', p: '4' };

/**
 * The production parameters. Tests with a database hash at the minimum cost to save time
 * (testing/jest-test-password-hashes.ts); this project (api) hashes as production does.
 */
describe('owner passwords', () => {
  const password = 'correct horse battery';
  let hashes: string[];
  beforeAll(async () => {
    hashes = await Promise.all([hashPassword(password), hashPassword(password)]);
  });

  it('are hashed with argon2id at 64 MiB, 3 passes and 4 lanes, salted', () => {
    expect(hashes.map(costOf)).toEqual([productionCost, productionCost]);
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  it('verify only the password they were made from', async () => {
    expect(await verifyPassword(hashes[0], password)).toBe(true);
    expect(await verifyPassword(hashes[1], `${password}!`)).toBe(false);
    expect(await verifyPassword('not a hash', password)).toBe(false);
  });

  it('keep a decoy for unknown addresses that no password opens', async () => {
    const decoy = await decoyPasswordHash();
    expect(costOf(decoy)).toEqual(productionCost);
    expect(await verifyPassword(decoy, password)).toBe(false);
  });
});
