import { inProcessEventBus } from '../events/app-event-bus';
import { Topic } from '../events/topics';
import { DeskEventKind } from '../modules/desk/desk-chat.types';
import { liveSubscriptions } from './live-subscriptions';

const live = { kind: DeskEventKind.LIVE, at: new Date('2026-11-26T06:00:00Z') };
const lead = { kind: DeskEventKind.NEW_LEAD, at: new Date('2026-11-26T06:00:01Z') };

describe('liveSubscriptions', () => {
  it('starts a listed topic with its first event, and misses nothing published right after', async () => {
    const bus = inProcessEventBus();
    const pubSub = liveSubscriptions(bus, { [Topic.DeskEvents]: () => live });
    const events = pubSub.subscribe(Topic.DeskEvents)[Symbol.asyncIterator]();
    // Published before the first event is read: the bus already listens.
    bus.publish(Topic.DeskEvents, lead);
    expect(await events.next()).toEqual({ done: false, value: live });
    expect(await events.next()).toEqual({ done: false, value: lead });
    await events.return?.();
  });

  it('leaves other topics as the bus gives them, per id too', async () => {
    const bus = inProcessEventBus();
    const pubSub = liveSubscriptions(bus, { [Topic.DeskEvents]: () => live });
    const chat = pubSub.subscribe(Topic.ChatEvents, 'session_a')[Symbol.asyncIterator]();
    const next = chat.next();
    pubSub.publish(Topic.ChatEvents, 'session_b', { delta: 'for b' });
    pubSub.publish(Topic.ChatEvents, 'session_a', { delta: 'for a' });
    expect(await next).toEqual({ done: false, value: { delta: 'for a' } });
    await chat.return?.();
  });

  it('ends at once, even while it waits for an event after the first', async () => {
    const bus = inProcessEventBus();
    const pubSub = liveSubscriptions(bus, { [Topic.DeskEvents]: () => live });
    const events = pubSub.subscribe(Topic.DeskEvents)[Symbol.asyncIterator]();
    await events.next();
    const waiting = events.next();
    await events.return?.();
    expect(await waiting).toEqual({ done: true, value: undefined });
  });
});
