import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Observable, type Subscriber } from 'rxjs';
import { BlogPostsPage } from './blog-posts-page';

const post = (id: string, title: string, status: string) => ({
  __typename: 'DeskBlogPost',
  id,
  slug: title.toLowerCase().replace(/ /g, '-'),
  title,
  category: 'Royalties',
  status,
  publishedAt: '2026-12-01T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  deletedAt: null,
});

const postsByStatus: Record<string, ReturnType<typeof post>[]> = {
  SCHEDULED: [post('a1111111-1111-4111-8111-111111111111', 'Pooling in Winter', 'SCHEDULED')],
  DRAFT: [post('b2222222-2222-4222-8222-222222222222', 'Half-written Notes', 'DRAFT')],
};

/** A stand-in API whose answers wait until the test lets them through. */
function slowApi() {
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
      <MemoryRouter initialEntries={['/admin/blog?tab=scheduled']}>
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
});
