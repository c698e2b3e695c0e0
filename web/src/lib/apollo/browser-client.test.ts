/** @jest-environment node */
import { parse } from 'graphql';
import { createBrowserApolloClient } from './browser-client';

// A plain document (not a gql tag), so codegen does not take it for one of the app's.
const PostsQuery = parse('query Posts { blogPosts { id } }');

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
  beforeEach(() => {
    jest.useFakeTimers();
    // Apollo's jitter waits a random share of each delay: take (almost) all of it.
    jest.spyOn(Math, 'random').mockReturnValue(0.999);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('tries a failed request three more times, waiting longer each time', async () => {
    const fetchMock = jest
      .fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementationOnce(async () => failing(503)())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => ok());
    const client = createBrowserApolloClient(fetchMock as unknown as typeof fetch);
    const result = client.query({ query: PostsQuery });

    // Apollo's full jitter: each wait is a random share of 2, 4, then 8 seconds (1, 2 and 4 on
    // average), never more than 30; Math.random is pinned near 1, so the waits are ~2, ~4, ~8 s.
    await jest.advanceTimersByTimeAsync(1900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(3800);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(300);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(8000);
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
