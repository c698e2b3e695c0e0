import { openChatEventName } from '../features/chat/open-chat';
import { startIslands, type HydrateIsland } from './start-islands';

/** A hydrate function the test resolves or rejects by hand, recording what it was asked. */
function manualHydrate() {
  const calls: { name: string; props: object }[] = [];
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const hydrate: HydrateIsland = (_container, name, props) => {
    calls.push({ name, props });
    return new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return { hydrate, calls, settle: () => settle! };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void = () => undefined;
afterEach(() => stop());

beforeEach(() => {
  document.body.innerHTML = `
    <div data-island="nav-dropdown" data-island-props='{"id":"services"}' style="display: contents">
      <a id="trigger" href="/services" role="button">Services</a>
    </div>
    <div data-island="chat-launcher" data-island-props="{}"><button id="chat">Chat</button></div>
    <button id="quote" data-open-chat="A quote, please">Request Quote</button>`;
});

describe('startIslands', () => {
  it('loads nothing until the visitor shows intent, then hydrates with the served props', () => {
    const { hydrate, calls } = manualHydrate();
    stop = startIslands(hydrate);
    expect(calls).toEqual([]);
    expect(document.documentElement.getAttribute('data-islands')).toBe('ready');
    document.getElementById('trigger')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(calls).toEqual([{ name: 'nav-dropdown', props: { id: 'services' } }]);
  });

  it('holds a click made before the code arrived and replays it once the island is live', async () => {
    const { hydrate, settle } = manualHydrate();
    stop = startIslands(hydrate);
    const trigger = document.getElementById('trigger')!;
    const clicks: boolean[] = [];
    trigger.addEventListener('click', (event) => clicks.push(event.defaultPrevented));

    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    trigger.dispatchEvent(first);
    // Not followed as a link, and not seen by the island's (not yet attached) handlers.
    expect(first.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);

    settle().resolve();
    await flush();
    expect(clicks).toEqual([false]);
  });

  it('follows the held link when the code cannot be loaded', async () => {
    const { hydrate, settle } = manualHydrate();
    const assign = jest.fn();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      stop = startIslands(hydrate, { followLink: assign });
      document
        .getElementById('trigger')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      settle().reject(new Error('offline'));
      await flush();
      expect(assign).toHaveBeenCalledWith('/services');
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('starts the chat for a page button and delivers its message once, when it listens', async () => {
    const { hydrate, calls, settle } = manualHydrate();
    stop = startIslands(hydrate);
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener(openChatEventName, listener);
    try {
      document.getElementById('quote')!.click();
      expect(calls.map((call) => call.name)).toEqual(['chat-launcher']);
      expect(seen).toEqual([]);
      settle().resolve();
      await flush();
      expect(seen).toEqual([{ message: 'A quote, please' }]);
    } finally {
      window.removeEventListener(openChatEventName, listener);
    }
  });
});
