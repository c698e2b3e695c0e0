import { sameSitePath } from './same-site-path';

describe('sameSitePath', () => {
  it.each([
    ['//evil.example/', '/evil.example/'],
    ['/\\evil.example/', '/evil.example/'],
    ['\\\\evil', '/evil'],
    ['///evil/', '/evil/'],
    ['/\\/\\evil', '/evil'],
    ['evil', '/evil'],
    ['', '/'],
  ])('keeps %j on this site as %j', (input, expected) => {
    expect(sameSitePath(input)).toBe(expected);
  });

  it('leaves ordinary paths as they are', () => {
    for (const path of ['/', '/about', '/blog/a-post', '/a//b', '/%2F%2Fencoded']) {
      expect(sameSitePath(path)).toBe(path);
    }
  });
});
