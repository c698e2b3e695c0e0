import { type EventTransport } from '../../events/event-transport';
import { type ChatEventPayload, Topic } from './chat.pubsub';

/** What a visitor's chat shows while replies cannot reach it. */
export const liveUpdatesInterruptedMessage =
  'Live chat updates are interrupted for a moment. Your messages are kept; replies will show again shortly (or reload the page).';

/**
 * When the shared bus goes down, every chat subscriber on this instance gets an error event at
 * once (delivered in process, since the bus cannot carry it), instead of waiting in silence.
 * Subscriptions resume by themselves when the bus is back.
 */
export function announceBusOutages(transport: EventTransport): () => void {
  const event: ChatEventPayload = { error: liveUpdatesInterruptedMessage, typing: false };
  return transport.onConnectionChange((connected) => {
    if (!connected) transport.deliverLocally(`${Topic.ChatEvents}:`, event);
  });
}
