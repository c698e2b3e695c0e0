/**
 * The interactive parts of the server-rendered pages. Each is hydrated on its own (its own
 * React root) by the client entry; everything else stays the server's HTML.
 *
 * When each one's code loads:
 * - `intent`: the visitor points at, touches or focuses it (a click that comes before the code
 *   is held back and replayed once it has hydrated);
 * - `activity`: the visitor's first sign of life anywhere on the page (scroll, pointer, key):
 *   the contact form, whose code is the largest, is ready before the visitor reaches Send;
 * - `eager`: at once, for an island instance whose first render must run its effects (the
 *   thank-you panel after a post without JavaScript takes focus). Set per instance only.
 */
export const islandLoading = {
  'nav-dropdown': 'intent',
  'mobile-menu': 'intent',
  'chat-launcher': 'intent',
  'contact-form': 'activity',
  'owner-tool': 'intent',
  'slot-picker': 'intent',
  'subscribe-form': 'intent',
} as const;

export type IslandName = keyof typeof islandLoading;

/** What counts as the visitor's first sign of life on the page (for `activity` islands). */
export const activityEvents = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
] as const;

/**
 * Islands whose code is fetched ahead of their intent, once the visitor shows any sign of life
 * on the page and the browser is idle (fetch-ahead.ts): the chat, whose first open on a phone
 * would otherwise wait for React and MUI after the tap, as Intercom's and Crisp's do not.
 * The code is only fetched (and its modules evaluated); the island still hydrates on intent.
 */
export const islandsFetchedAhead: readonly IslandName[] = ['chat-launcher'];
export type IslandLoading = (typeof islandLoading)[IslandName] | 'eager';

/** Attributes of an island's container in the server HTML. */
export const islandAttribute = 'data-island';
export const islandPropsAttribute = 'data-island-props';
/** Set when an instance loads otherwise than its island's default (see islandLoading). */
export const islandLoadAttribute = 'data-island-load';
/** Set on the container when a submit was held back before the island hydrated. */
export const submitWaitingAttribute = 'data-submit-waiting';
/** Set on <html> once the client entry is watching the islands (browser tests wait for it). */
export const islandsReadyAttribute = 'data-islands';
