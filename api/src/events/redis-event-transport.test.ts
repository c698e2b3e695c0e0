import { createMemoryLogger } from '../logger';
import { describeWithRedis, testRedisPrefix, testRedisUrl } from '../testing/cluster';
import { ChatAuthor } from '../modules/chat/chat-author';
import { ChatMessage } from '../modules/chat/chat-message.entity';
import { ChatMessageKind } from '../modules/chat/chat-message-kind';
import { AppEventBus } from './app-event-bus';
import { Topic } from './topics';
import { eventSerializer } from './event-serializer';
import { type EventTransport } from './event-transport';
import { createRedisTransport } from './redis-event-transport';

/** Reads the next value of an async iterator, failing after `ms`. */
async function next<T>(iterator: AsyncIterator<T>, ms = 5_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms);
  });
  try {
    return (await Promise.race([iterator.next(), timeout])).value as T;
  } finally {
    clearTimeout(timer);
  }
}

describeWithRedis('the event bus through Redis (two instances, one Redis)', () => {
  const transports: EventTransport[] = [];
  const open = async (prefix: string) => {
    const transport = createRedisTransport({
      url: testRedisUrl,
      prefix,
      logger: createMemoryLogger(),
    });
    transports.push(transport);
    expect(await transport.whenConnected(5_000)).toBe(true);
    return { transport, bus: new AppEventBus(transport) };
  };
  afterEach(async () => {
    await Promise.all(transports.splice(0).map((transport) => transport.close()));
  });

  it("delivers one instance's chat event to another's subscriber, dates intact", async () => {
    const prefix = testRedisPrefix();
    const a = await open(prefix);
    const b = await open(prefix);
    const onB = b.bus.subscribe(Topic.ChatEvents, 'session_x');
    const createdAt = new Date('2025-02-03T04:05:06.789Z');

    // Until B's SUBSCRIBE has reached Redis, a publish may be missed: repeat until one arrives.
    const first = next(onB, 5_000);
    const message = Object.assign(new ChatMessage(), {
      id: 'm1',
      sessionId: 'session_x',
      message: 'Hello',
      isUser: true,
      author: ChatAuthor.VISITOR,
      kind: ChatMessageKind.MESSAGE,
      ownerName: null,
      needsPerson: false,
      createdAt,
      seq: 1,
    });
    const timer = setInterval(() => a.bus.publish(Topic.ChatEvents, 'session_x', { message }), 50);
    const event = await first.finally(() => clearInterval(timer));

    expect(event.message?.message).toBe('Hello');
    expect(event.message?.createdAt).toBeInstanceOf(Date);
    expect(event.message?.createdAt.toISOString()).toBe(createdAt.toISOString());
    await onB.return();
  });

  it('keeps deployments with different prefixes apart', async () => {
    const a = await open(testRedisPrefix());
    const b = await open(testRedisPrefix());
    const onB = b.bus.subscribe(Topic.BlogChanged);
    const received: unknown[] = [];
    void (async () => {
      for await (const change of onB) received.push(change);
    })();
    const onA = a.bus.subscribe(Topic.BlogChanged);
    const own = next(onA);
    const timer = setInterval(() => a.bus.publish(Topic.BlogChanged, { origin: 'a' }), 50);
    await own.finally(() => clearInterval(timer));
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(received).toEqual([]);
    await onA.return();
    await onB.return();
  });
});

describe('eventSerializer', () => {
  it('round-trips dates, including nested ones, and leaves look-alike strings alone', () => {
    const value = {
      at: new Date('2024-01-02T03:04:05.000Z'),
      nested: [{ when: new Date(0) }],
      text: '2024-01-02T03:04:05.000Z',
      tagLike: { $date: 'x', other: 1 },
    };
    const back = eventSerializer.parse(eventSerializer.stringify(value)) as typeof value;
    expect(back.at).toEqual(value.at);
    expect(back.nested[0]?.when).toEqual(new Date(0));
    expect(back.text).toBe(value.text);
    expect(back.tagLike).toEqual({ $date: 'x', other: 1 });
  });
});
