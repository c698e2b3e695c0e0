/** @jest-environment node */
import { gql } from '@apollo/client';
import { createBrowserApolloClient } from './browser-client';

const PostsQuery = gql`
  query Posts {
    blogPosts {
      id
    }
  }
`;

const ok = () =>
  new Response(JSON.stringify({ data: { blogPosts: [{ __typename: 'BlogPost', id: '1' }] } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
const failing = (status: number) => () =>
  new Response(JSON.stringify({ error: 'no' }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('the browser Apollo client', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries a failed request three more times, waiting longer each time', async () => {
    const fetchMock = jest
      .fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementationOnce(async () => failing(503)())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => ok());
    const client = createBrowserApolloClient(fetchMock as unknown as typeof fetch);
    const result = client.query({ query: PostsQuery });

    await jest.advanceTimersByTimeAsync(500);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Waits of about 1, 2 and 4 seconds (jittered), well under the 30 s cap.
    await jest.advanceTimersByTimeAsync(16_000);
    expect((await result).data).toEqual({ blogPosts: [{ __typename: 'BlogPost', id: '1' }] });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('gives up after three retries', async () => {
    const fetchMock = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createBrowserApolloClient(fetchMock as unknown as typeof fetch);
    const result = client.query({ query: PostsQuery });
    const settled = expect(result).rejects.toThrow('Failed to fetch');
    await jest.advanceTimersByTimeAsync(120_000);
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('does not repeat a request the server refused as bad', async () => {
    const fetchMock = jest.fn(async () => failing(400)());
    const client = createBrowserApolloClient(fetchMock as unknown as typeof fetch);
    const result = client.query({ query: PostsQuery });
    const settled = expect(result).rejects.toBeDefined();
    await jest.advanceTimersByTimeAsync(120_000);
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
