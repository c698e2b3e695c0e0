import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act } from '@testing-library/react';
import { Observable, type Subscriber } from 'rxjs';

/**
 * A stand-in desk API for the desk's refresh tests. `answer` reads a query's result when its
 * request arrives (as the server reads its tables then); while answers are held, those `held`
 * selects wait until the test releases them, as a slow database's do. The desk-events
 * subscription stays open for `push`.
 */
export function fakeDeskApi(
  answer: (operation: ApolloLink.Operation) => ApolloLink.Result,
  held: (operation: ApolloLink.Operation) => boolean = () => true,
) {
  let hold = false;
  const waiting: (() => void)[] = [];
  let events: Subscriber<ApolloLink.Result> | undefined;
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        if (operation.operationName === 'DeskEvents') {
          events = observer;
          return;
        }
        const result = answer(operation);
        const deliver = () => {
          observer.next(result);
          observer.complete();
        };
        if (hold && held(operation)) waiting.push(deliver);
        else deliver();
      }),
  );
  return {
    client: new ApolloClient({ link, cache: new InMemoryCache() }),
    subscribed: () => events !== undefined,
    /** The server announces a desk event (a kind, and the fields it sets). */
    push: (event: Record<string, unknown>) =>
      act(() => {
        events?.next({
          data: {
            deskEvents: {
              __typename: 'DeskEvent',
              at: new Date().toISOString(),
              sessionId: null,
              lead: null,
              message: null,
              ...event,
            },
          },
        });
      }),
    holdAnswers: (on: boolean) => void (hold = on),
    releaseAnswers: () => act(() => waiting.splice(0).forEach((deliver) => deliver())),
  };
}
