import { RateLimitedError } from './rate-limited.error';
import { RateLimits } from './rate-limits';

describe('RateLimits', () => {
  const message = (seconds: number) => `wait ${seconds} s`;
  const limits = () =>
    new RateLimits('test', {
      client: { points: 2, durationSeconds: 60, message },
      email: { points: 1, durationSeconds: 60, message: () => 'one per address' },
    });

  it('counts each limit on its own key and refuses with the limit reached', async () => {
    const set = limits();
    await set.consume({ client: 'ip:1', email: 'a@example.com' });
    const refusal = set.consume({ client: 'ip:2', email: 'a@example.com' });
    await expect(refusal).rejects.toBeInstanceOf(RateLimitedError);
    await expect(refusal).rejects.toThrow('one per address');
    await set.consume({ client: 'ip:1', email: 'b@example.com' });
    await expect(set.consume({ client: 'ip:1', email: 'c@example.com' })).rejects.toThrow(/wait/);
  });

  it('skips a limit whose key the request does not have', async () => {
    const set = limits();
    await set.consume({ client: 'ip:1' });
    await expect(set.consume({ client: 'ip:2', email: undefined })).resolves.toBeUndefined();
  });

  it('does not count the later limits once an earlier one refused', async () => {
    const set = limits();
    await set.consume({ client: 'ip:1', email: 'a@example.com' });
    await set.consume({ client: 'ip:1', email: 'b@example.com' });
    await expect(set.consume({ client: 'ip:1', email: 'c@example.com' })).rejects.toThrow(/wait/);
    // c@ was not counted by the refused request: it still has its one.
    await expect(set.consume({ client: 'ip:3', email: 'c@example.com' })).resolves.toBeUndefined();
  });
});
