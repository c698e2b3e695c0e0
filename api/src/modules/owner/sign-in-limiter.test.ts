import { RateLimitedError } from '../../rate-limit/rate-limited.error';
import { memoryStore } from '../../rate-limit/rate-limiter';
import { SignInLimiter } from './sign-in-limiter';

describe('SignInLimiter', () => {
  const limits = { signInAttemptsPerEmail: 2, signInAttemptsPerIp: 3, signInWindowMinutes: 15 };

  it('limits one client address trying many owner addresses', async () => {
    const limiter = new SignInLimiter(limits, memoryStore);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await limiter.consume(email, '203.0.113.7');
    }
    await expect(limiter.consume('d@example.com', '203.0.113.7')).rejects.toThrow(
      /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    // Another client is not held back by the first one's attempts.
    await expect(limiter.consume('e@example.com', '198.51.100.1')).resolves.toBeUndefined();
  });

  it('limits one owner address, whatever the case, from any client', async () => {
    const limiter = new SignInLimiter(limits, memoryStore);
    await limiter.consume('Ellis@Example.com', '203.0.113.1');
    await limiter.consume('ellis@example.com', '203.0.113.2');
    const refusal = await limiter.consume('ELLIS@example.com', '203.0.113.3').catch((e) => e);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect(refusal.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('gives a successful sign-in back to the address, not to the client', async () => {
    const limiter = new SignInLimiter(limits, memoryStore);
    for (let i = 0; i < 3; i += 1) {
      await limiter.consume('owner@example.com', '203.0.113.9');
      await limiter.succeeded('owner@example.com');
    }
    await expect(limiter.consume('owner@example.com', '203.0.113.10')).resolves.toBeUndefined();
    await expect(limiter.consume('x@example.com', '203.0.113.9')).rejects.toThrow(RateLimitedError);
  });
});
