import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Observable, type Subscriber } from 'rxjs';
import { BlogPostsPage } from './blog-posts-page';

const post = (
  id: string,
  title: string,
  status: string,
  publishedAt = '2026-12-01T15:00:00.000Z',
) => ({
  __typename: 'DeskBlogPost',
  id,
  slug: title.toLowerCase().replace(/ /g, '-'),
  title,
  category: 'Royalties',
  status,
  publishedAt,
  updatedAt: '2026-11-20T15:00:00.000Z',
  deletedAt: null,
});

const postsByStatus: Record<string, ReturnType<typeof post>[]> = {
  SCHEDULED: [post('a1111111-1111-4111-8111-111111111111', 'Pooling in Winter', 'SCHEDULED')],
  DRAFT: [post('b2222222-2222-4222-8222-222222222222', 'Half-written Notes', 'DRAFT')],
  // As the server might send them: alphabetical, oldest in the middle.
  PUBLISHED: [
    post(
      'c3333333-3333-4333-8333-333333333333',
      'Allocation Wells',
      'PUBLISHED',
      '2025-03-02T15:00:00.000Z',
    ),
    post(
      'd4444444-4444-4444-8444-444444444444',
      'Burden Clauses',
      'PUBLISHED',
      '2024-07-09T15:00:00.000Z',
    ),
    post(
      'e5555555-5555-4555-8555-555555555555',
      'Curative Work',
      'PUBLISHED',
      '2026-10-11T15:00:00.000Z',
    ),
  ],
};

/** A stand-in API whose answers wait until the test lets them through. */
function slowApi(url = '/admin/blog?tab=scheduled') {
  const waiting: (() => void)[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer: Subscriber<ApolloLink.Result>) => {
        waiting.push(() => {
          const status = String(operation.variables.status);
          observer.next({ data: { deskBlogPosts: postsByStatus[status] ?? [] } });
          observer.complete();
        });
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MemoryRouter initialEntries={[url]}>
        <BlogPostsPage />
      </MemoryRouter>
    </ApolloProvider>,
  );
  const answer = () =>
    act(async () => {
      for (const release of waiting.splice(0)) release();
    });
  return { answer };
}

const list = (label: string) => screen.getByRole('list', { name: label });

describe('BlogPostsPage', () => {
  it("marks a tab's list busy until its own posts arrive, so the last tab's are never read as this one's", async () => {
    const api = slowApi();
    expect(list('Scheduled').getAttribute('aria-busy')).toBe('true');
    await api.answer();
    expect(list('Scheduled').getAttribute('aria-busy')).toBe('false');
    expect(within(list('Scheduled')).getByText('Pooling in Winter')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    expect(list('Drafts').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('No posts here.')).toBeNull();
    expect(within(list('Drafts')).queryByText('Pooling in Winter')).toBeNull();

    await api.answer();
    expect(list('Drafts').getAttribute('aria-busy')).toBe('false');
    expect(within(list('Drafts')).getByText('Half-written Notes')).toBeTruthy();
    expect(within(list('Drafts')).queryByText('Pooling in Winter')).toBeNull();
  });

  it('lists posts newest first, each date with its year', async () => {
    const api = slowApi('/admin/blog?tab=published');
    await api.answer();
    const titles = within(list('Published'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Curative Work', 'Allocation Wells', 'Burden Clauses']);
    expect(within(list('Published')).getByText(/Published Jul 9, 2024/)).toBeTruthy();
    expect(within(list('Published')).getByText(/Published Oct 11, 2026/)).toBeTruthy();
  });

  it("says what a draft's and a scheduled post's date mean", async () => {
    const api = slowApi();
    await api.answer();
    expect(within(list('Scheduled')).getByText(/^Publishes Dec 1, 2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    await api.answer();
    expect(within(list('Drafts')).getByText(/^Edited Nov 20, 2026/)).toBeTruthy();
  });
});
