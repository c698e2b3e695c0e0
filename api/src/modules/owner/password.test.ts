import { decoyPasswordHash, hashPassword, verifyPassword } from './password';

/** The cost parameters a PHC string carries ($argon2id$v=19$m=...,t=...,p=...$salt$hash). */
function costOf(hash: string): Record<string, string> {
  expect(hash).toMatch(/^\$argon2id\$v=19\$/);
  const [, , , cost = ''] = hash.split('$');
  return Object.fromEntries(cost.split(',').map((pair) => pair.split('=')));
}

const productionCost = { m: '65536', t: '3', p: '4' };

/**
 * The production parameters. Tests with a database hash at the minimum cost to save time
 * (testing/jest-test-password-hashes.ts); this project (api) hashes as production does.
 */
describe('owner passwords', () => {
  const password = 'correct horse battery';
  let first: string;
  let second: string;
  beforeAll(async () => {
    [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
  });

  it('are hashed with argon2id at 64 MiB, 3 passes and 4 lanes, salted', () => {
    expect(costOf(first)).toEqual(productionCost);
    expect(costOf(second)).toEqual(productionCost);
    expect(first).not.toBe(second);
  });

  it('verify only the password they were made from', async () => {
    expect(await verifyPassword(first, password)).toBe(true);
    expect(await verifyPassword(second, `${password}!`)).toBe(false);
    expect(await verifyPassword('not a hash', password)).toBe(false);
  });

  it('keep a decoy for unknown addresses that no password opens', async () => {
    const decoy = await decoyPasswordHash();
    expect(costOf(decoy)).toEqual(productionCost);
    expect(await verifyPassword(decoy, password)).toBe(false);
  });
});
