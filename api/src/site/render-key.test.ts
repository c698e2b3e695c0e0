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
});
