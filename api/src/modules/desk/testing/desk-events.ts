import { type Client } from 'graphql-ws';
import { type AppEventBus } from '../../../events/app-event-bus';
import { Topic } from '../../../events/topics';
import { DeskEventKind } from '../desk-chat.types';

type ResultStream = ReturnType<Client['iterate']>;

const probeSession = '__desk-subscription-probe__';

export const deskEventsSubscription = `
  subscription {
    deskEvents {
      kind at sessionId
      lead { id name source }
      message { id message isUser author sessionId }
    }
  }`;

export type DeskEventResult = {
  kind: string;
  sessionId: string | null;
  lead: { id: string; name: string } | null;
  message: { message: string; author: string } | null;
};

/**
 * Waits for the subscription's first event, LIVE. With `across`, another instance's bus, it then
 * publishes a probe there until the subscriber sees one: the events cross through Redis too.
 */
export async function untilDeskSubscribed(
  events: ResultStream,
  across?: AppEventBus,
): Promise<void> {
  const live = await events.next();
  if (live.done) throw new Error('The deskEvents subscription ended');
  if (live.value.errors) throw new Error(JSON.stringify(live.value.errors));
  const kind = (live.value.data as { deskEvents: DeskEventResult }).deskEvents.kind;
  if (kind !== DeskEventKind.LIVE) throw new Error(`The first desk event was ${kind}, not LIVE`);
  if (across) await untilProbeSeen(events, across);
}

async function untilProbeSeen(events: ResultStream, bus: AppEventBus): Promise<void> {
  let received = false;
  const first = events.next().then((result) => {
    received = true;
    return result;
  });
  while (!received) {
    bus.publish(Topic.DeskEvents, {
      kind: DeskEventKind.PERSON_REQUESTED,
      at: new Date(),
      sessionId: probeSession,
    });
    await Promise.race([first, new Promise((resolve) => setTimeout(resolve, 25))]);
  }
  const result = await first;
  if (result.value?.errors) throw new Error(JSON.stringify(result.value.errors));
}

/** The next desk event that `matches`, skipping probes and others. */
export async function nextDeskEvent(
  events: ResultStream,
  matches: (event: DeskEventResult) => boolean,
): Promise<DeskEventResult> {
  for (;;) {
    const { value, done } = await events.next();
    if (done) throw new Error('The deskEvents subscription ended');
    if (value.errors) throw new Error(`deskEvents error: ${JSON.stringify(value.errors)}`);
    const event = (value.data as { deskEvents: DeskEventResult }).deskEvents;
    if (event.sessionId !== probeSession && matches(event)) return event;
  }
}
