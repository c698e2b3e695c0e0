import { chooseEncoding } from './accept-encoding';

const both = () => true;
const gzipOnly = (coding: 'br' | 'gzip') => coding === 'gzip';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', 'br'],
    ['gzip, deflate', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
  ])('picks for %j: %s', (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it('sends identity when no Accept-Encoding was sent', () => {
    expect(chooseEncoding(undefined, both)).toBe('identity');
  });

  it('honours q-values over our own preference', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.9', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.4, identity;q=0.1', both)).toBe('br');
  });

  it('never sends an encoding the client refuses with q=0', () => {
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0', both)).toBe('identity');
    expect(chooseEncoding('*;q=0, identity', both)).toBe('identity');
    expect(chooseEncoding('*, br;q=0', both)).toBe('gzip');
  });

  it('reads * as every coding not named', () => {
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*', gzipOnly)).toBe('gzip');
  });

  it('only picks what is available, case-insensitively', () => {
    expect(chooseEncoding('BR, GZIP', gzipOnly)).toBe('gzip');
    expect(chooseEncoding('br', gzipOnly)).toBe('identity');
    expect(chooseEncoding('x-gzip', both)).toBe('gzip');
  });
});
