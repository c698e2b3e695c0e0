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

/** As untilSubscribed does for chatEvents: publish a probe until the subscriber sees one. */
export async function untilDeskSubscribed(events: ResultStream, bus: AppEventBus): Promise<void> {
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
