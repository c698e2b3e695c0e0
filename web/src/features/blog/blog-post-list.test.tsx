import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import { site } from '@landman/content';
import { MemoryRouter } from 'react-router-dom';
import { of, throwError } from 'rxjs';
import { PageQueryContext } from '../../lib/data/page-query';
import { createServerPageQuery } from '../../lib/data/server-page-query';
import { BlogPostList } from './blog-post-list';
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

function renderList(category: string | undefined, failure?: Error) {
  const requested: unknown[] = [];
  const link = new ApolloLink((operation) => {
    requested.push(operation.variables);
    if (failure) return throwError(() => failure);
    const wanted = (operation.variables as { category?: string }).category;
    const found = posts.filter((p) => !wanted || p.category === wanted);
    return of({ data: { blogPosts: found.map((p) => ({ __typename: 'BlogPost', ...p })) } });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  // The server's hook (the only one: the list is server HTML), over a fake link.
  render(
    <MemoryRouter>
      <ApolloProvider client={client}>
        <PageQueryContext value={createServerPageQuery()}>
          <BlogPostList category={category} />
        </PageQueryContext>
      </ApolloProvider>
    </MemoryRouter>,
  );
  return requested;
}

describe('BlogPostList', () => {
  it('features the first post with its long date and lists the rest with short dates', async () => {
    renderList(undefined);
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
    const requested = renderList('Title & Legal');
    const featured = await screen.findByTestId('featured-post');
    expect(within(featured).getByText('Title Curative in the Permian Basin')).toBeTruthy();
    expect(requested).toEqual([{ category: 'Title & Legal' }]);
    expect(screen.queryByTestId('recent-posts')).toBeNull();
  });

  it('says in plain words that the articles failed, with ways forward, and logs the detail', async () => {
    const libraryText = 'Response not successful: Received status code 500';
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderList(undefined, new Error(libraryText));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain("I couldn't load the articles just now.");
    expect(notice.textContent).not.toContain('status code');
    expect(within(notice).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/');
    expect(within(notice).getByRole('link', { name: site.phone }).getAttribute('href')).toBe(
      `tel:${site.phoneE164}`,
    );
    expect(logged.mock.calls.flat().map(String).join(' ')).toContain(libraryText);
    logged.mockRestore();
  });

  it('says so when a category has no articles yet', async () => {
    renderList('Tax & Planning');
    expect(await screen.findByText(/no articles in tax & planning yet/i)).toBeTruthy();
  });
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
