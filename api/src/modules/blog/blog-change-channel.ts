import { type BlogChangeChannel } from './blog.service';
import { type AppEventBus } from '../../events/app-event-bus';
import { Topic } from '../../events/topics';

/**
 * "The blog changed" as an event on the app's one bus, so every instance drops its blog, page
 * and assistant caches when any instance syncs new content. A reconnect after an outage counts
 * as a change too: an announcement may have been lost while the bus was down.
 */
export function createBlogChangeChannel(bus: AppEventBus, instanceId: string): BlogChangeChannel {
  return {
    announce: () => bus.publish(Topic.BlogChanged, { origin: instanceId }),
    onRemoteChange(listener) {
      const changes = bus.subscribe(Topic.BlogChanged);
      void (async () => {
        for await (const change of changes) if (change.origin !== instanceId) listener();
      })();
      const stopWatching = bus.onConnectionChange((connected) => connected && listener());
      return () => {
        void changes.return();
        stopWatching();
      };
    },
  };
}
