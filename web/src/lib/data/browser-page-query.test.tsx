import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act, render, screen } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { BlogPostPageQuery, blogPostPageVariables } from '../../features/blog/blog-posts.query';
import { createBrowserPageQuery, pageDataMaxAgeMs } from './browser-page-query';
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

/** The data of a one-page list holding `posts`. */
const pageOf = (...posts: ReturnType<typeof post>[]) => ({
  blogPostPage: { __typename: 'BlogPostPage' as const, page: 1, pageCount: 1, totalCount: 1, posts },
});

/** An Apollo client over a fake link that records each request's variables. */
function fakeApollo(fail = false) {
  const requests: unknown[] = [];
  const link = new ApolloLink((operation) => {
    requests.push(operation.variables);
    if (fail) return throwError(() => new Error('network down'));
    const category = (operation.variables as { category?: string }).category ?? 'All';
    return of({ data: pageOf(post(String(requests.length), category)) });
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), requests };
}

function Titles({ category }: { category?: string }) {
  const { data, loading, error } = usePageQuery(BlogPostPageQuery, blogPostPageVariables(category, 1));
  if (loading) return <p>loading</p>;
  if (error) return <p>error: {error.message}</p>;
  return <p>{data?.blogPostPage.posts.map((p) => `${p.title} (${p.category})`).join(', ')}</p>;
}

/** A clock the tests move by hand. */
const clock = { time: 0, now: () => clock.time };

function setup(served: ServedPageData | undefined, fail = false) {
  clock.time = Date.UTC(2024, 4, 1);
  const apollo = fakeApollo(fail);
  const loadClient = jest.fn(async () => apollo.client);
  const hook = createBrowserPageQuery(loadClient, () => served, clock.now);
  const view = (category?: string) => (
    <PageQueryContext value={hook}>
      <Titles category={category} />
    </PageQueryContext>
  );
  return { ...apollo, loadClient, view };
}

describe('the browser page-data hook', () => {
  const servedKey = pageQueryKey(BlogPostPageQuery, blogPostPageVariables(undefined, 1));

  it('renders served results at once, without loading Apollo', async () => {
    const { loadClient, view } = setup({ [servedKey]: pageOf(post('s', 'Served')) });
    render(view());
    expect(screen.getByText('Post s (Served)')).toBeTruthy();
    await act(() => Promise.resolve());
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('fetches a query the page was not served with, loading Apollo once', async () => {
    const { loadClient, requests, view } = setup({
      [servedKey]: pageOf(post('s', 'Served')),
    });
    const { rerender } = render(view('Title & Legal'));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Post 1 (Title & Legal)')).toBeTruthy();

    rerender(view('Leasehold Insights'));
    expect(await screen.findByText('Post 2 (Leasehold Insights)')).toBeTruthy();
    expect(requests).toEqual([
      blogPostPageVariables('Title & Legal', 1),
      blogPostPageVariables('Leasehold Insights', 1),
    ]);
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

  it('shows served data over five minutes old at once, and replaces it with a fresh copy', async () => {
    const { requests, view } = setup({ [servedKey]: pageOf(post('s', 'Served')) });
    clock.time += pageDataMaxAgeMs + 1;
    render(view());
    expect(screen.getByText('Post s (Served)')).toBeTruthy();
    expect(await screen.findByText('Post 1 (All)')).toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it('uses fetched data for five minutes, then fetches it again', async () => {
    const { requests, view } = setup(undefined);
    const { unmount } = render(view('Title & Legal'));
    await screen.findByText('Post 1 (Title & Legal)');
    unmount();

    clock.time += pageDataMaxAgeMs - 1000;
    const fresh = render(view('Title & Legal'));
    expect(screen.getByText('Post 1 (Title & Legal)')).toBeTruthy();
    await act(() => Promise.resolve());
    expect(requests).toHaveLength(1);
    fresh.unmount();

    clock.time += 2000;
    render(view('Title & Legal'));
    expect(screen.getByText('Post 1 (Title & Legal)')).toBeTruthy();
    expect(await screen.findByText('Post 2 (Title & Legal)')).toBeTruthy();
    expect(requests).toHaveLength(2);
  });

  it('keeps showing old data when refreshing it fails', async () => {
    const { requests, view } = setup({ [servedKey]: pageOf(post('s', 'Served')) }, true);
    clock.time += pageDataMaxAgeMs + 1;
    render(view());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(requests).toHaveLength(1);
    expect(screen.getByText('Post s (Served)')).toBeTruthy();
    expect(screen.queryByText(/^error/)).toBeNull();
  });

  it('reports a failed request as an error', async () => {
    const { view } = setup(undefined, true);
    render(view());
    expect(await screen.findByText(/^error: .*network down/)).toBeTruthy();
  });
});

describe('pageQueryKey', () => {
  it('names the operation and its variables, whatever their order', () => {
    expect(pageQueryKey(BlogPostPageQuery, { category: 'A', page: 2, pageSize: 12 })).toBe(
      pageQueryKey(BlogPostPageQuery, { pageSize: 12, page: 2, category: 'A' }),
    );
    expect(pageQueryKey(BlogPostPageQuery, { page: 1, pageSize: 12 })).toBe(
      'BlogPostPage:{"page":1,"pageSize":12}',
    );
    expect(pageQueryKey(BlogPostPageQuery, { category: 'A', page: 1, pageSize: 12 })).not.toBe(
      'BlogPostPage:{"page":1,"pageSize":12}',
    );
  });
});
