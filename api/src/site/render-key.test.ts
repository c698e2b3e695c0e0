import { renderKey } from './render-key';

const key = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://site.local');
  return renderKey(pathname, searchParams);
};

describe('renderKey', () => {
  it('keeps the blog category and the contact thank-you flag, and no other query', () => {
    expect(key('/blog?category=Title%20%26%20Legal&utm_source=x')).toBe(
      '/blog?category=Title+%26+Legal',
    );
    expect(key('/contact?sent=1&utm_source=x')).toBe('/contact?sent=1');
    expect(key('/contact?sent=yes')).toBe('/contact');
    expect(key('/contact?utm_source=x')).toBe('/contact');
    expect(key('/about?sent=1')).toBe('/about');
  });
});
