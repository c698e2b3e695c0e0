import { blogCategories } from '@landman/content';
import { renderKey } from './render-key';

const query = (search: string) => new URLSearchParams(search);

describe('renderKey', () => {
  it('keeps a known category filter of the blog list as part of the page', () => {
    const category = blogCategories[0]!.name;
    expect(renderKey('/blog', query(`category=${encodeURIComponent(` ${category} `)}`))).toBe(
      `/blog?${new URLSearchParams({ category }).toString()}`,
    );
  });

  it('renders a made-up category as the plain list, so it cannot split the cache', () => {
    expect(renderKey('/blog', query('category=Cheap+Pills'))).toBe('/blog');
    expect(renderKey('/blog', query('category=leasehold insights'))).toBe('/blog');
    expect(renderKey('/blog', query('category='))).toBe('/blog');
  });

  it('ignores query strings on other pages', () => {
    expect(renderKey('/blog/lease-bonus-trends', query('utm_source=newsletter'))).toBe(
      '/blog/lease-bonus-trends',
    );
  });

  it('keeps the contact thank-you flag, and no other query of the contact page', () => {
    expect(renderKey('/contact', query('sent=1&utm_source=x'))).toBe('/contact?sent=1');
    expect(renderKey('/contact', query('sent=yes'))).toBe('/contact');
    expect(renderKey('/contact', query('utm_source=x'))).toBe('/contact');
    expect(renderKey('/about', query('sent=1'))).toBe('/about');
  });
});
