import { FormTokens } from './form-token';

describe('FormTokens', () => {
  const secret = 'k'.repeat(32);

  it('tells how long ago a token it issued was served', () => {
    let now = 1_000_000;
    const tokens = new FormTokens(secret, () => now);
    const token = tokens.issue();
    now += 4_500;
    expect(tokens.check(token)).toEqual({ state: 'valid', ageMs: 4_500 });
  });

  it('refuses altered, foreign and malformed tokens, and tells a missing one apart', () => {
    const tokens = new FormTokens(secret);
    const token = tokens.issue();
    const [issuedAt, signature] = token.split('.') as [string, string];
    // An older timestamp with the same signature: the classic way to fake a slow visitor.
    expect(tokens.check(`${Number(issuedAt) - 60_000}.${signature}`)).toEqual({ state: 'forged' });
    expect(new FormTokens('x'.repeat(32)).check(token)).toEqual({ state: 'forged' });
    expect(tokens.check('hello')).toEqual({ state: 'forged' });
    expect(tokens.check(undefined)).toEqual({ state: 'missing' });
  });

  it('refuses a token issued in the future', () => {
    const future = new FormTokens(secret, () => Date.now() + 3_600_000).issue();
    expect(new FormTokens(secret).check(future)).toEqual({ state: 'forged' });
  });
});
