import { RateLimitedError } from '../../rate-limit/rate-limited.error';
import { memoryStore } from '../../rate-limit/rate-limiter';
import { AddressLockedError, SignInLimiter } from './sign-in-limiter';

describe('SignInLimiter', () => {
  const limits = { signInAttemptsPerEmail: 2, signInAttemptsPerIp: 3, signInWindowMinutes: 15 };
  const attempt = (email: string, clientIp?: string, deviceId?: string) => ({
    email,
    clientIp,
    ...(deviceId ? { device: { id: deviceId } } : {}),
  });

  it('limits one client address trying many owner addresses', async () => {
    const limiter = new SignInLimiter(limits, memoryStore);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await limiter.consume(attempt(email, '203.0.113.7'));
    }
    await expect(limiter.consume(attempt('d@example.com', '203.0.113.7'))).rejects.toThrow(
      /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    // Another client is not held back by the first one's attempts.
    await expect(
      limiter.consume(attempt('e@example.com', '198.51.100.1')),
    ).resolves.toBeUndefined();
  });

  it('limits one owner address, whatever the case, from any client', async () => {
    const limiter = new SignInLimiter(limits, memoryStore);
    await limiter.consume(attempt('Ellis@Example.com', '203.0.113.1'));
    await limiter.consume(attempt('ellis@example.com', '203.0.113.2'));
    const refusal = await limiter
      .consume(attempt('ELLIS@example.com', '203.0.113.3'))
      .catch((e) => e);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect(refusal.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('gives a successful sign-in back to the address, not to the client', async () => {
    const limiter = new SignInLimiter(limits, memoryStore);
    for (let i = 0; i < 3; i += 1) {
      await limiter.consume(attempt('owner@example.com', '203.0.113.9'));
      await limiter.succeeded(attempt('owner@example.com', '203.0.113.9'));
    }
    await expect(
      limiter.consume(attempt('owner@example.com', '203.0.113.10')),
    ).resolves.toBeUndefined();
    await expect(limiter.consume(attempt('x@example.com', '203.0.113.9'))).rejects.toThrow(
      RateLimitedError,
    );
  });

  it("lets a known browser through an address's lockout, on a budget of its own", async () => {
    const limiter = new SignInLimiter(limits, memoryStore);
    for (let i = 0; i < 2; i += 1)
      await limiter.consume(attempt('owner@example.com', `198.51.100.${i}`));
    await expect(limiter.consume(attempt('owner@example.com', '198.51.100.9'))).rejects.toThrow(
      AddressLockedError,
    );
    await expect(
      limiter.consume(attempt('owner@example.com', '192.0.2.1', 'owners-laptop')),
    ).resolves.toBeUndefined();
    // Stolen or not, one device cookie guesses no faster than the address could.
    await limiter.consume(attempt('owner@example.com', '192.0.2.1', 'owners-laptop'));
    await expect(
      limiter.consume(attempt('owner@example.com', '192.0.2.1', 'owners-laptop')),
    ).rejects.toThrow(RateLimitedError);
  });

  it('marks only the first refusal of a lockout window as the one to report', async () => {
    const limiter = new SignInLimiter(limits, memoryStore);
    for (let i = 0; i < 2; i += 1)
      await limiter.consume(attempt('told@example.com', '198.51.100.1'));
    const refusals: AddressLockedError[] = [];
    for (let i = 0; i < 3; i += 1) {
      refusals.push(
        await limiter.consume(attempt('told@example.com', '198.51.100.2')).catch((e) => e),
      );
    }
    expect(refusals.map((refusal) => refusal.firstInWindow)).toEqual([true, false, false]);
  });
});
