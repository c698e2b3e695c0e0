import { type AppEventBus } from '../../events/app-event-bus';
import { Topic } from '../../events/topics';

/** What a visitor's chat shows while replies cannot reach it. */
export const liveUpdatesInterruptedMessage =
  'Live chat updates are interrupted for a moment. Your messages are kept; replies will show again shortly (or reload the page).';

/**
 * When the shared bus goes down, every chat subscriber on this instance gets an error event at
 * once (delivered in process, since the bus cannot carry it), instead of waiting in silence.
 * Subscriptions resume by themselves when the bus is back.
 */
export function announceBusOutages(bus: AppEventBus): () => void {
  return bus.onConnectionChange((connected) => {
    if (!connected) {
      bus.deliverLocally(Topic.ChatEvents, { error: liveUpdatesInterruptedMessage, typing: false });
    }
  });
}
