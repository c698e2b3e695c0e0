import { isSitePath, sitePathMaxLength } from './site-path';

describe('isSitePath', () => {
  it.each(['/', '/contact', '/services/lease-analysis', '/blog/what-is-a-pugh-clause', '/a%20b'])(
    'accepts %s',
    (path) => expect(isSitePath(path)).toBe(true),
  );

  it.each([
    '',
    'contact',
    '//evil.example/x',
    'https://evil.example/',
    '/contact?x=1',
    '/contact#top',
    '/a b',
    '/a%zz',
    '/../etc',
    '/x\n',
    `/${'a'.repeat(sitePathMaxLength)}`,
    42,
    null,
  ])('refuses %p', (path) => expect(isSitePath(path)).toBe(false));
});
