import { blogCategories } from '@landman/content';
import { isOneOffRenderKey, renderKey } from './render-key';

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

  it('keeps the page number of the blog list, one form per page', () => {
    const category = blogCategories[0]!.name;
    const filtered = new URLSearchParams({ category, page: '3' }).toString();
    expect(renderKey('/blog', query('page=2&utm_source=x'))).toBe('/blog?page=2');
    expect(renderKey('/blog', query(`page=3&category=${encodeURIComponent(category)}`))).toBe(
      `/blog?${filtered}`,
    );
    expect(renderKey('/blog', query('page=1'))).toBe('/blog');
  });

  it('renders every page number that is not one as page 0 (a single 404 entry)', () => {
    for (const page of ['0', '01', '-1', '2.5', 'x', '', '9999999']) {
      expect(renderKey('/blog', query(`page=${page}`))).toBe('/blog?page=0');
    }
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

  it("keeps a tool's own fields, in form order, and drops everything else", () => {
    const key = renderKey(
      '/tools/net-acres',
      query('utm_source=x&grossAcres=10&interest=1&royalty=&unitAcres=640'),
    );
    expect(key).toBe('/tools/net-acres?interest=1&grossAcres=10&unitAcres=640');
    expect(isOneOffRenderKey(key)).toBe(true);
    expect(renderKey('/tools/net-acres', query('utm_source=x'))).toBe('/tools/net-acres');
    expect(isOneOffRenderKey('/tools/net-acres')).toBe(false);
  });

  it('fills the contact form from a known tool only, within the message limit', () => {
    const long = 'x'.repeat(6000);
    const key = renderKey('/contact', query(`tool=net-acres&message=${long}&utm_source=y`));
    expect(key).toBe(`/contact?tool=net-acres&message=${'x'.repeat(5000)}`);
    expect(isOneOffRenderKey(key)).toBe(true);
    expect(renderKey('/contact', query('tool=made-up&message=hello'))).toBe('/contact');
    expect(renderKey('/contact', query('tool=net-acres&message=+'))).toBe('/contact');
    expect(isOneOffRenderKey('/contact?sent=1')).toBe(false);
  });
});
