import { site } from '@landman/content';
import { render } from '@testing-library/react';
import { Seo } from './seo';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('<Seo>', () => {
  it('puts the title, description, canonical URL and share tags in <head>', () => {
    render(
      <Seo title="Lease Checks" description="Fast lease checks." path="/services/lease-checks" />,
    );
    expect(document.title).toBe(`Lease Checks | ${site.name}`);
    expect(meta('meta[name="description"]')).toBe('Fast lease checks.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${site.url}/services/lease-checks`,
    );
    expect(meta('meta[property="og:url"]')).toBe(`${site.url}/services/lease-checks`);
    expect(meta('meta[property="og:image"]')).toBe(`${site.url}/og-default.png`);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="robots"]')).toBeUndefined();
    const feed = (type: string) =>
      document.head.querySelector(`link[rel="alternate"][type="${type}"]`)?.getAttribute('href');
    expect(feed('application/rss+xml')).toBe(`${site.url}/blog/feed.xml`);
    expect(feed('application/atom+xml')).toBe(`${site.url}/blog/atom.xml`);
  });

  it("advertises a listed category's own feeds beside the whole blog's", () => {
    render(
      <Seo
        title="Title & Legal Articles"
        description="d"
        path="/blog?category=Title%20%26%20Legal"
        feedCategory="Title & Legal"
      />,
    );
    const feeds = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(feeds).toEqual([
      `${site.url}/blog/feed.xml`,
      `${site.url}/blog/atom.xml`,
      `${site.url}/blog/category/title-legal/feed.xml`,
      `${site.url}/blog/category/title-legal/atom.xml`,
    ]);
  });

  it('can drop the suffix, mark a page noindex and use its own image', () => {
    render(
      <Seo
        title="A Post"
        description="d"
        path="/blog/a-post"
        type="article"
        image="/assets/post.png"
        titleSuffix={false}
        noindex
      />,
    );
    expect(document.title).toBe('A Post');
    expect(meta('meta[name="robots"]')).toBe('noindex, follow');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:image"]')).toBe(`${site.url}/assets/post.png`);
  });
});
