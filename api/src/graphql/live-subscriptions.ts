import { type PubSub } from 'type-graphql';
import { type AppEventBus, type BusSubscription } from '../events/app-event-bus';
import { type IdTopic, type Topic, type TopicPayload } from '../events/topics';

/** For each topic that has one, the event a new subscription to it starts with. */
export type FirstEvents = { [T in Topic]?: () => TopicPayload<T> };

/**
 * type-graphql's PubSub: the app's bus, where a subscription to a topic listed in `firstEvents`
 * starts with that topic's first event, handed out once the bus listens for the topic.
 *
 * Between a client's subscribe message and the server listening lie the session check's database
 * queries; an event published meanwhile reaches no one. The first event tells the client "live
 * from here", so it reloads what it fetched earlier instead of missing that event for good. (With
 * Redis, the instance's SUBSCRIBE command may still be on its way: events from other instances
 * can be a few milliseconds later to arrive.)
 */
export function liveSubscriptions(bus: AppEventBus, firstEvents: FirstEvents): PubSub {
  return {
    publish: bus.publish.bind(bus) as PubSub['publish'],
    subscribe: (topic, id) => {
      const events =
        id === undefined
          ? bus.subscribe(topic as Exclude<Topic, IdTopic>)
          : bus.subscribe(topic as IdTopic, String(id));
      const first = firstEvents[topic as Topic];
      return first ? startingWith(first(), events) : events;
    },
  };
}

/** `events`, after `first`; `return()` ends the subscription at once, as the bus's does. */
function startingWith<T>(first: T, events: BusSubscription<T>): BusSubscription<T> {
  let firstGiven = false;
  const iterator: BusSubscription<T> = {
    next: () => {
      if (firstGiven) return events.next();
      firstGiven = true;
      return Promise.resolve({ done: false, value: first });
    },
    return: () => events.return(),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
