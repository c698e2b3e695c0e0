import { graphQLErrorOf } from '../graphql-errors/graphql-error-of';
import { visitorFailureText } from '../../components/errors/visitor-failure';
import { GraphQLRequestError, postGraphQL } from './post-graphql';

type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

const answer = (status: number, body: () => Promise<unknown>) =>
  ({ ok: status < 300, status, json: body }) as Response;

function api(reply: () => Promise<Response>): FetchMock {
  const fetchMock: FetchMock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => reply());
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error as GraphQLRequestError,
  );

afterEach(() => jest.restoreAllMocks());

describe('postGraphQL', () => {
  it('posts the operation as JSON to the API and resolves with its data', async () => {
    const fetchMock = api(() =>
      Promise.resolve(answer(200, () => Promise.resolve({ data: { ok: true } }))),
    );
    await expect(postGraphQL('query Ping { ok }', { a: 1 }, 'Ping')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      query: 'query Ping { ok }',
      variables: { a: 1 },
      operationName: 'Ping',
    });
  });

  it("rejects with the answer's errors, which the visitor's failure text reads", async () => {
    const errors = [
      { message: 'Please wait a minute.', extensions: { code: 'TOO_MANY_REQUESTS' } },
    ];
    api(() => Promise.resolve(answer(200, () => Promise.resolve({ data: null, errors }))));
    const error = await failureOf(postGraphQL('mutation Send { send }', {}));
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error.reachedServer).toBe(true);
    expect(graphQLErrorOf(error)).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Please wait a minute.',
    });
    expect(visitorFailureText(error, 'fallback', 'test')).toBe('Please wait a minute.');
  });

  it('reads the errors of a refusal sent with a 4xx status', async () => {
    const errors = [{ message: 'Give a real address.', extensions: { code: 'BAD_USER_INPUT' } }];
    api(() => Promise.resolve(answer(400, () => Promise.resolve({ errors }))));
    const error = await failureOf(postGraphQL('mutation Send { send }', {}));
    expect(error.status).toBe(400);
    expect(graphQLErrorOf(error)?.message).toBe('Give a real address.');
  });

  it('rejects without errors when a proxy answers with a page that is not JSON', async () => {
    api(() => Promise.resolve(answer(502, () => Promise.reject(new SyntaxError('not JSON')))));
    const error = await failureOf(postGraphQL('query Ping { ok }', {}));
    expect(error.reachedServer).toBe(true);
    expect(error.status).toBe(502);
    expect(error.errors).toEqual([]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(visitorFailureText(error, 'fallback', 'test')).toBe('fallback');
  });

  it('says the request never reached the API when the connection fails', async () => {
    api(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(postGraphQL('query Ping { ok }', {}));
    expect(error.reachedServer).toBe(false);
    expect(error.errors).toEqual([]);
  });
});
