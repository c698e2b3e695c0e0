import { AppEventBus } from './app-event-bus';
import { createInProcessTransport } from './event-transport';
import { Topic } from './topics';

describe('AppEventBus', () => {
  it("delivers a per-id topic to that id's subscribers only", async () => {
    const bus = new AppEventBus(createInProcessTransport());
    const mine = bus.subscribe(Topic.ChatEvents, 'session_a');
    const theirs = bus.subscribe(Topic.ChatEvents, 'session_b');
    const next = mine.next();
    bus.publish(Topic.ChatEvents, 'session_b', { delta: 'for b' });
    bus.publish(Topic.ChatEvents, 'session_a', { delta: 'for a' });
    expect(await next).toEqual({ done: false, value: { delta: 'for a' } });
    expect(await theirs.next()).toEqual({ done: false, value: { delta: 'for b' } });
    await Promise.all([mine.return(), theirs.return()]);
  });

  it('ends a subscription at once, even while it waits for an event', async () => {
    const bus = new AppEventBus(createInProcessTransport());
    const changes = bus.subscribe(Topic.BlogChanged);
    const waiting = changes.next();
    await changes.return();
    expect(await waiting).toEqual({ done: true, value: undefined });
    // Nothing is listening any more: a later event is not queued for it.
    bus.publish(Topic.BlogChanged, { origin: 'a' });
    expect(await changes.next()).toEqual({ done: true, value: undefined });
  });

  it("delivers locally to every id's subscribers of one topic, and no other topic", async () => {
    const bus = new AppEventBus(createInProcessTransport());
    const a = bus.subscribe(Topic.ChatEvents, 'session_a');
    const b = bus.subscribe(Topic.ChatEvents, 'session_b');
    const blog = bus.subscribe(Topic.BlogChanged);
    const blogNext = blog.next();
    bus.deliverLocally(Topic.ChatEvents, { error: 'down', typing: false });
    expect((await a.next()).value).toEqual({ error: 'down', typing: false });
    expect((await b.next()).value).toEqual({ error: 'down', typing: false });
    bus.publish(Topic.BlogChanged, { origin: 'x' });
    expect((await blogNext).value).toEqual({ origin: 'x' });
    await Promise.all([a.return(), b.return(), blog.return()]);
  });
});
