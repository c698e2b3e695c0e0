import { type IncomingMessage } from 'node:http';
import { bodyLimitBytes } from './body-limit-bytes';
import { clientAddress } from './client-address';

const request = (forwardedFor?: string) =>
  ({
    socket: { remoteAddress: '10.0.0.9' },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('clientAddress (as Express computes req.ip for a hop count)', () => {
  it('is the socket address when no proxy is trusted, whatever the header claims', () => {
    expect(clientAddress(request('1.2.3.4'), 0)).toBe('10.0.0.9');
  });

  it('takes one address back per trusted proxy, never past the first', () => {
    expect(clientAddress(request('6.6.6.6, 1.2.3.4'), 1)).toBe('1.2.3.4');
    expect(clientAddress(request('6.6.6.6, 1.2.3.4'), 2)).toBe('6.6.6.6');
    expect(clientAddress(request('1.2.3.4'), 3)).toBe('1.2.3.4');
    expect(clientAddress(request(), 1)).toBe('10.0.0.9');
  });
});

describe('bodyLimitBytes', () => {
  it('reads BODY_LIMIT as body-parser does (1 kb = 1,024 bytes)', () => {
    expect(bodyLimitBytes('100kb')).toBe(102_400);
    expect(bodyLimitBytes('1MB')).toBe(1_048_576);
    expect(bodyLimitBytes('512b')).toBe(512);
    expect(() => bodyLimitBytes('lots')).toThrow(/lots/);
  });
});
