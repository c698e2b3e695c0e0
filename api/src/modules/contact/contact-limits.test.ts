import { RateLimitedError } from '../../rate-limit/rate-limited.error';
import { ContactLimits } from './contact-limits';

describe('ContactLimits', () => {
  const limits = () =>
    new ContactLimits({ perClientPerHour: 100, perEmailPerHour: 1, globalPerMinute: 100 });

  it('counts requests per e-mail address, whatever its case', async () => {
    const l = limits();
    await l.check('Wanda@Example.com', { sessionId: 'a' });
    await expect(l.check('wanda@example.com', { sessionId: 'b' })).rejects.toBeInstanceOf(
      RateLimitedError,
    );
  });

  it('keys no per-address limit for a chat lead without an e-mail', async () => {
    const l = limits();
    await l.check(undefined, { sessionId: 'a' });
    await expect(l.check(undefined, { sessionId: 'b' })).resolves.toBeUndefined();
  });
});
