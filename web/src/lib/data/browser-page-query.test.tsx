import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act, render, screen } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { BlogPostsQuery, blogPostsVariables } from '../../features/blog/blog-posts.query';
import { createBrowserPageQuery } from './browser-page-query';
import { PageQueryContext, usePageQuery } from './page-query';
import { pageQueryKey } from './page-query-key';
import type { ServedPageData } from './served-page-data';

const post = (id: string, category: string) => ({
  __typename: 'BlogPost' as const,
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: 'An excerpt.',
  category,
  publishedAt: '2024-03-05T15:00:00.000Z',
});

/** An Apollo client over a fake link that records each request's variables. */
function fakeApollo(fail = false) {
  const requests: unknown[] = [];
  const link = new ApolloLink((operation) => {
    requests.push(operation.variables);
    if (fail) return throwError(() => new Error('network down'));
    const category = (operation.variables as { category?: string }).category ?? 'All';
    return of({ data: { blogPosts: [post(String(requests.length), category)] } });
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), requests };
}

function Titles({ category }: { category?: string }) {
  const { data, loading, error } = usePageQuery(BlogPostsQuery, blogPostsVariables(category));
  if (loading) return <p>loading</p>;
  if (error) return <p>error: {error.message}</p>;
  return <p>{data?.blogPosts.map((p) => `${p.title} (${p.category})`).join(', ')}</p>;
}

function setup(served: ServedPageData | undefined, fail = false) {
  const apollo = fakeApollo(fail);
  const loadClient = jest.fn(async () => apollo.client);
  const hook = createBrowserPageQuery(loadClient, () => served);
  const view = (category?: string) => (
    <PageQueryContext value={hook}>
      <Titles category={category} />
    </PageQueryContext>
  );
  return { ...apollo, loadClient, view };
}

describe('the browser page-data hook', () => {
  const servedKey = pageQueryKey(BlogPostsQuery, {});

  it('renders served results at once, without loading Apollo', async () => {
    const { loadClient, view } = setup({ [servedKey]: { blogPosts: [post('s', 'Served')] } });
    render(view());
    expect(screen.getByText('Post s (Served)')).toBeTruthy();
    await act(() => Promise.resolve());
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('fetches a query the page was not served with, loading Apollo once', async () => {
    const { loadClient, requests, view } = setup({
      [servedKey]: { blogPosts: [post('s', 'Served')] },
    });
    const { rerender } = render(view('Title & Legal'));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Post 1 (Title & Legal)')).toBeTruthy();

    rerender(view('Leasehold Insights'));
    expect(await screen.findByText('Post 2 (Leasehold Insights)')).toBeTruthy();
    expect(requests).toEqual([{ category: 'Title & Legal' }, { category: 'Leasehold Insights' }]);
    expect(loadClient).toHaveBeenCalledTimes(1);
  });

  it('answers a query fetched before from the Apollo cache, with no spinner', async () => {
    const { requests, view } = setup(undefined);
    const { rerender } = render(view('Title & Legal'));
    await screen.findByText('Post 1 (Title & Legal)');
    rerender(view('Leasehold Insights'));
    await screen.findByText('Post 2 (Leasehold Insights)');

    rerender(view('Title & Legal'));
    expect(screen.getByText('Post 1 (Title & Legal)')).toBeTruthy();
    expect(requests).toHaveLength(2);
  });

  it('reports a failed request as an error', async () => {
    const { view } = setup(undefined, true);
    render(view());
    expect(await screen.findByText(/^error: .*network down/)).toBeTruthy();
  });
});

describe('pageQueryKey', () => {
  it('names the operation and its variables, whatever their order', () => {
    expect(pageQueryKey(BlogPostsQuery, { category: 'A', page: 2 })).toBe(
      pageQueryKey(BlogPostsQuery, { page: 2, category: 'A' }),
    );
    expect(pageQueryKey(BlogPostsQuery, {})).toBe('BlogPosts:{}');
    expect(pageQueryKey(BlogPostsQuery, { category: 'A' })).not.toBe('BlogPosts:{}');
  });
});
