import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import { blogListPageSize, site } from '@landman/content';
import { MemoryRouter } from 'react-router-dom';
import { of, throwError } from 'rxjs';
import { PageQueryContext } from '../../lib/data/page-query';
import { createServerPageQuery } from '../../lib/data/server-page-query';
import BlogListPage from '../../pages/blog/blog-list-page';
import { CategoryTiles } from './category-tiles';

// Vite's `?no-inline` asset imports mean nothing to Jest; the URLs themselves are not under test.
jest.mock('../../components/illustration/illustration-urls', () => ({
  illustrationUrls: new Proxy({}, { get: (_target, key) => `/assets/${String(key)}.svg` }),
}));

const posts = [
  {
    id: '1',
    slug: 'lease-checks-save-operators-millions',
    title: 'How Lease Checks Save Operators Millions',
    excerpt: 'A two-day review before closing catches the defects that cost the most later.',
    category: 'Leasehold Insights',
    publishedAt: '2024-03-05T15:00:00.000Z',
  },
  {
    id: '2',
    slug: 'recover-lost-royalties-after-probate',
    title: 'Recovering Royalties Stuck in Suspense After Probate',
    excerpt: 'When an owner dies, the operator stops paying until the heirs prove title.',
    category: 'Minerals & Suspense',
    publishedAt: '2024-02-10T15:00:00.000Z',
  },
  {
    id: '3',
    slug: 'title-curative-permian-basin-best-practices',
    title: 'Title Curative in the Permian Basin',
    excerpt: 'Affidavits of heirship, stipulations of interest and what examiners ask for.',
    category: 'Title & Legal',
    publishedAt: '2024-01-20T15:00:00.000Z',
  },
];

/** `count` more posts, older than the three above, one a day, all in Due Diligence. */
const olderPosts = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `older-${index}`,
    slug: `older-post-${index}`,
    title: `Older Post ${index}`,
    excerpt: 'An older article.',
    category: 'Due Diligence',
    publishedAt: new Date(Date.UTC(2023, 11, 31 - index)).toISOString(),
  }));

/** The blog list page at `url`, over a fake API holding `all` posts. */
function renderList(url: string, options: { failure?: Error; all?: typeof posts } = {}) {
  const all = options.all ?? posts;
  const requested: unknown[] = [];
  const link = new ApolloLink((operation) => {
    requested.push(operation.variables);
    if (options.failure) return throwError(() => options.failure);
    const { category, page, pageSize } = operation.variables as {
      category?: string;
      page: number;
      pageSize: number;
    };
    const found = all.filter((p) => !category || p.category === category);
    const slice = found.slice((page - 1) * pageSize, page * pageSize);
    return of({
      data: {
        blogPostPage: {
          __typename: 'BlogPostPage',
          page,
          pageCount: Math.max(1, Math.ceil(found.length / pageSize)),
          totalCount: found.length,
          posts: slice.map((p) => ({ __typename: 'BlogPost', coverImage: null, ...p })),
        },
      },
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  // The server's hook (the only one: the list is server HTML), over a fake link.
  render(
    <MemoryRouter initialEntries={[url]}>
      <ApolloProvider client={client}>
        <PageQueryContext value={createServerPageQuery()}>
          <BlogListPage />
        </PageQueryContext>
      </ApolloProvider>
    </MemoryRouter>,
  );
  return requested;
}

const headLink = (rel: string) =>
  document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? null;

describe('the blog list page', () => {
  it('features the first post with its long date and lists the rest with short dates', async () => {
    renderList('/blog');
    const featured = await screen.findByTestId('featured-post');
    expect(within(featured).getByText('How Lease Checks Save Operators Millions')).toBeTruthy();
    expect(within(featured).getByText('March 5, 2024')).toBeTruthy();
    expect(within(featured).getByText('Leasehold Insights')).toBeTruthy();
    expect(
      within(featured)
        .getByRole('link', { name: /read full article/i })
        .getAttribute('href'),
    ).toBe('/blog/lease-checks-save-operators-millions');

    const recent = screen.getByTestId('recent-posts');
    expect(within(recent).getAllByRole('article')).toHaveLength(2);
    expect(within(recent).getByText('Feb 10, 2024')).toBeTruthy();
    expect(within(recent).queryByText('How Lease Checks Save Operators Millions')).toBeNull();
    expect(
      within(recent)
        .getByRole('link', { name: /read more\s*:\s*title curative/i })
        .getAttribute('href'),
    ).toBe('/blog/title-curative-permian-basin-best-practices');
  });

  it('asks the API for the chosen category only', async () => {
    const requested = renderList(`/blog?category=${encodeURIComponent('Title & Legal')}`);
    const featured = await screen.findByTestId('featured-post');
    expect(within(featured).getByText('Title Curative in the Permian Basin')).toBeTruthy();
    expect(requested).toEqual([{ category: 'Title & Legal', page: 1, pageSize: blogListPageSize }]);
    expect(screen.queryByTestId('recent-posts')).toBeNull();
  });

  it('says in plain words that the articles failed, with ways forward, and logs the detail', async () => {
    const libraryText = 'Response not successful: Received status code 500';
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderList('/blog', { failure: new Error(libraryText) });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain("I couldn't load the articles just now.");
    expect(notice.textContent).not.toContain('status code');
    expect(within(notice).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/blog',
    );
    expect(within(notice).getByRole('link', { name: site.phone }).getAttribute('href')).toBe(
      `tel:${site.phoneE164}`,
    );
    expect(logged.mock.calls.flat().map(String).join(' ')).toContain(libraryText);
    logged.mockRestore();
  });

  it('says so when a category has no articles yet', async () => {
    renderList(`/blog?category=${encodeURIComponent('Tax & Planning')}`);
    expect(await screen.findByText(/no articles in tax & planning yet/i)).toBeTruthy();
  });
});

describe('the blog list pages', () => {
  // Jest's document outlives each test's render: start every test with an empty <head>.
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  const all = [...posts, ...olderPosts(27)]; // 30 posts: pages of 12, 12 and 6

  it('shows a page of the list with crawlable previous and next links, in the page and the head', async () => {
    renderList('/blog?page=2', { all });
    const nav = await screen.findByRole('navigation', { name: 'Article pages' });
    expect(nav.textContent).toContain('Page 2 of 3');
    expect(within(nav).getByRole('link', { name: 'Newer articles' }).getAttribute('href')).toBe(
      '/blog#articles',
    );
    expect(within(nav).getByRole('link', { name: 'Older articles' }).getAttribute('href')).toBe(
      '/blog?page=3#articles',
    );
    expect(headLink('canonical')).toBe(`${site.url}/blog?page=2`);
    expect(headLink('prev')).toBe(`${site.url}/blog`);
    expect(headLink('next')).toBe(`${site.url}/blog?page=3`);
    // Only the first page has a featured article; this one is a grid of twelve.
    expect(screen.queryByTestId('featured-post')).toBeNull();
    expect(within(screen.getByTestId('recent-posts')).getAllByRole('article')).toHaveLength(12);
  });

  it('has no previous link on the first page and no next link on the last', async () => {
    renderList('/blog?page=3', { all });
    const nav = await screen.findByRole('navigation', { name: 'Article pages' });
    expect(within(nav).queryByRole('link', { name: 'Older articles' })).toBeNull();
    expect(headLink('next')).toBeNull();
    expect(headLink('prev')).toBe(`${site.url}/blog?page=2`);
  });

  it('keeps the category filter in the page links', async () => {
    const dueDiligence = `/blog?category=${encodeURIComponent('Due Diligence').replace(/%20/g, '+')}`;
    renderList(`${dueDiligence}&page=1`, { all });
    const nav = await screen.findByRole('navigation', { name: 'Article pages' });
    expect(within(nav).queryByRole('link', { name: 'Newer articles' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Older articles' }).getAttribute('href')).toBe(
      `${dueDiligence}&page=2#articles`,
    );
    expect(headLink('canonical')).toBe(`${site.url}${dueDiligence}`);
  });

  it.each(['/blog?page=4', '/blog?page=0', '/blog?page=two'])(
    'says %s does not exist, with a way back to the first page',
    async (url) => {
      renderList(url, { all });
      expect(await screen.findByText('This page of articles does not exist')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
        '/blog',
      );
      expect(headLink('canonical')).toBeNull();
    },
  );
});

describe('CategoryTiles', () => {
  it('links every category to a filtered list and marks the active one', () => {
    render(
      <MemoryRouter>
        <CategoryTiles active="ROW & Renewables" />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(11);
    expect(links[0]?.getAttribute('href')).toBe('/blog#articles');
    const active = screen.getByRole('link', { current: 'page' });
    expect(active.textContent).toContain('ROW & Renewables');
    expect(active.getAttribute('href')).toBe('/blog?category=ROW+%26+Renewables#articles');
  });
});
