import { decodeBlogCursor, encodeBlogCursor, maxCursorLength } from './blog-cursor';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('blog cursors', () => {
  it('round-trips a position, opaque and URL-safe', () => {
    const position = { publishedAt: new Date('2024-03-12T15:00:00.123Z'), slug: 'a-post' };
    const cursor = encodeBlogCursor(position);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(cursor).not.toContain('a-post');
    expect(decodeBlogCursor(cursor)).toEqual(position);
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'a+b/c='],
    ['not JSON', b64('not json')],
    ['an object', b64('{"publishedAt":"2024-01-01T00:00:00.000Z","slug":"x"}')],
    ['three parts', b64('["2024-01-01T00:00:00.000Z","x","y"]')],
    ['a loose date', b64('["yesterday","x"]')],
    ['a date not in the ISO form written', b64('["2024-01-01","x"]')],
    ['an empty slug', b64('["2024-01-01T00:00:00.000Z",""]')],
    ['a number for the slug', b64('["2024-01-01T00:00:00.000Z",7]')],
    ['too long', 'a'.repeat(maxCursorLength + 1)],
  ])('refuses %s', (_name, cursor) => {
    expect(decodeBlogCursor(cursor)).toBeUndefined();
  });
});
