import { adoptEarlyChatShell, toggleChatShell } from '../features/chat/chat-shell';
import { openChatEventName } from '../features/chat/open-chat';
import { fetchAheadOnActivity } from './fetch-ahead';
import {
  activityEvents,
  islandAttribute,
  islandLoadAttribute,
  islandLoading,
  islandPropsAttribute,
  islandsFetchedAhead,
  islandsReadyAttribute,
  submitWaitingAttribute,
  type IslandLoading,
  type IslandName,
} from './island-names';

/** Loads the island's code and hydrates its container; resolves once React has adopted it. */
export type HydrateIsland = (
  container: HTMLElement,
  name: IslandName,
  props: object,
) => Promise<void>;

/** Islands that are a form: a submit before they hydrate is held for them (see below). */
const formIslands: ReadonlySet<IslandName> = new Set(['contact-form', 'subscribe-form']);

/** What tells that the visitor is about to use an `intent` island. */
const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'];

const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(islandLoading, name);

interface ArmedIsland {
  name: IslandName;
  /** Starts loading and hydrating (once); resolves when the island is live. */
  activate: () => Promise<void>;
  isLive: () => boolean;
  /** True until the island starts loading (on intent, activity or a held event). */
  isWaiting: () => boolean;
  /** Stops watching (tests). */
  stop: () => void;
}

/**
 * Watches one island until its code is needed. Until it is live, what the visitor does to it
 * is held back rather than lost or mistaken: a click on a menu trigger would follow its
 * fallback link, a Space would scroll, a submit would post the form as a page request. A held
 * click or key is replayed on the same element (hydration keeps the server's DOM nodes); a held
 * submit is left for the form, which sends it once it has taken over the typed values. If the
 * code cannot be loaded, what was held does what the server's HTML does: a link is followed, the
 * form is posted.
 */
/** How a held link is followed when its island's code could not be loaded. */
export type FollowLink = (href: string) => void;

function armIsland(
  container: HTMLElement,
  name: IslandName,
  hydrate: HydrateIsland,
  followLink: FollowLink,
): ArmedIsland {
  let state: 'waiting' | 'loading' | 'live' | 'failed' = 'waiting';
  let pending: Promise<void> | undefined;
  let held: { replay: () => void; fallback?: () => void } | undefined;
  const listeners: [EventTarget, string, EventListener, boolean][] = [];
  /** Guards (which may hold an event back) are active listeners; triggers passive ones. */
  const listen = (target: EventTarget, type: string, listener: EventListener, capture = true) => {
    const passive = !['click', 'keydown', 'submit'].includes(type);
    target.addEventListener(type, listener, { capture, passive });
    listeners.push([target, type, listener, capture]);
  };
  const stopListening = () => {
    for (const [target, type, listener, capture] of listeners.splice(0)) {
      target.removeEventListener(type, listener, capture);
    }
  };

  const activate = () => {
    if (pending) return pending;
    state = 'loading';
    let props: object = {};
    try {
      props = JSON.parse(container.getAttribute(islandPropsAttribute) ?? '{}') as object;
    } catch {
      // Server-written JSON; an island without props renders its defaults.
    }
    pending = hydrate(container, name, props).then(
      () => {
        state = 'live';
        stopListening();
        const action = held;
        held = undefined;
        action?.replay();
      },
      (error: unknown) => {
        // The server HTML stays as it is: links lead to their pages, the form posts itself.
        state = 'failed';
        stopListening();
        console.error(`The ${name} island could not be loaded; its HTML stays as served.`, error);
        const action = held;
        held = undefined;
        action?.fallback?.();
      },
    );
    return pending;
  };
  const inside = (event: Event) => event.target instanceof Node && container.contains(event.target);
  const holdBack = (event: Event) => {
    if (state === 'live' || state === 'failed' || !inside(event)) return false;
    event.preventDefault();
    event.stopImmediatePropagation();
    void activate();
    return true;
  };

  if (formIslands.has(name)) {
    listen(document, 'submit', (event) => {
      const form = event.target;
      if (!holdBack(event) || !(form instanceof HTMLFormElement)) return;
      container.setAttribute(submitWaitingAttribute, '');
      held = {
        replay: () => undefined,
        fallback: () => {
          container.removeAttribute(submitWaitingAttribute);
          form.submit();
        },
      };
    });
  } else {
    listen(document, 'click', (event) => {
      const target = event.target;
      // Dispatched rather than target.click(): the target may be an icon's SVG, which has none.
      if (holdBack(event) && target instanceof Element) {
        const link = target.closest('a[href]');
        // The chat's shell shows the panel's frame at once, while its code downloads.
        const button = name === 'chat-launcher' ? target.closest('button') : null;
        const shell = button ? toggleChatShell(button) : undefined;
        held = {
          replay: () => {
            if (shell?.isClosed()) return;
            target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
          },
          fallback: link ? () => followLink(link.getAttribute('href')!) : shell?.showFailure,
        };
      }
    });
    listen(document, 'keydown', (event) => {
      const key = (event as KeyboardEvent).key;
      const target = event.target;
      if (
        key !== ' ' ||
        !(target instanceof HTMLElement) ||
        target.getAttribute('role') !== 'button'
      )
        return;
      if (holdBack(event)) {
        held = {
          replay: () =>
            target.dispatchEvent(
              new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
            ),
        };
      }
    });
  }

  const trigger = () => void activate();
  const loading =
    (container.getAttribute(islandLoadAttribute) as IslandLoading | null) ?? islandLoading[name];
  if (loading === 'eager') trigger();
  else if (loading === 'activity') {
    for (const type of activityEvents) listen(window, type, trigger, true);
  } else {
    for (const type of intentEvents) listen(container, type, trigger, false);
  }
  return {
    name,
    activate,
    isLive: () => state === 'live',
    isWaiting: () => state === 'waiting',
    stop: stopListening,
  };
}

/**
 * The `openChatbot` event is public: a page button or any script may send it before the chat
 * launcher is live. It is then held back (this listener comes first), the launcher is started,
 * and the event sent again once it listens: every listener sees each request once.
 */
function forwardChatEvents(chat: ArmedIsland): () => void {
  const forward = (event: Event) => {
    if (chat.isLive()) return;
    event.stopImmediatePropagation();
    const detail = (event as CustomEvent<unknown>).detail;
    void chat.activate().then(() => {
      if (chat.isLive()) window.dispatchEvent(new CustomEvent(openChatEventName, { detail }));
    });
  };
  window.addEventListener(openChatEventName, forward);
  return () => window.removeEventListener(openChatEventName, forward);
}

/**
 * A tap on the launcher before this entry ran was answered by the page's inline script with the
 * chat's shell (chat-shell-early.ts): it is adopted here, before the islands are marked ready
 * (which quiets that script), and the chat is loaded and opened as for a held tap. The panel
 * then takes what was typed, and sends it if the visitor asked to.
 */
function takeOverEarlyChatShell(chat: ArmedIsland): void {
  const shell = adoptEarlyChatShell();
  if (!shell) return;
  void chat.activate().then(() => {
    if (!chat.isLive()) shell.showFailure();
    else if (!shell.isClosed()) {
      shell.launcher.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
  });
}

/** Page buttons that open the chat with a first message (`data-open-chat="message"`). */
function watchOpenChatButtons(): () => void {
  const open = (event: Event) => {
    const button =
      event.target instanceof Element ? event.target.closest('[data-open-chat]') : null;
    if (!button) return;
    const message = button.getAttribute('data-open-chat') ?? '';
    window.dispatchEvent(new CustomEvent(openChatEventName, { detail: { message } }));
  };
  document.addEventListener('click', open);
  return () => document.removeEventListener('click', open);
}

/** Fetches an island's code (the shared runtime and its own) without hydrating anything. */
export type FetchIslandCode = (name: IslandName) => Promise<unknown>;

export interface StartIslandsOptions {
  /** How a held link is followed when its island's code could not be loaded. */
  followLink?: FollowLink;
  root?: ParentNode;
  /** Fetches the code of the islands in islandsFetchedAhead once the visitor is active. */
  fetchCode?: FetchIslandCode;
}

/** Finds the page's islands and arms each one; returns a function that stops (for tests). */
export function startIslands(
  hydrate: HydrateIsland,
  {
    followLink = (href) => window.location.assign(href),
    root = document,
    fetchCode,
  }: StartIslandsOptions = {},
): () => void {
  const islands: ArmedIsland[] = [];
  for (const container of root.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
    const name = container.getAttribute(islandAttribute) ?? undefined;
    if (isIslandName(name)) islands.push(armIsland(container, name, hydrate, followLink));
  }
  const chat = islands.find((island) => island.name === 'chat-launcher');
  const stops = [...islands.map((island) => island.stop), watchOpenChatButtons()];
  if (chat) {
    stops.push(forwardChatEvents(chat));
    takeOverEarlyChatShell(chat);
  }
  if (fetchCode) {
    const ahead = islandsFetchedAhead.flatMap((name) => {
      const island = islands.find((candidate) => candidate.name === name);
      return island ? [island] : [];
    });
    if (ahead.length > 0) {
      stops.push(
        fetchAheadOnActivity(() =>
          // An island the visitor already reached for is loading by its own way.
          Promise.all(ahead.filter((island) => island.isWaiting()).map((i) => fetchCode(i.name))),
        ),
      );
    }
  }
  document.documentElement.setAttribute(islandsReadyAttribute, 'ready');
  return () => stops.forEach((stop) => stop());
}
