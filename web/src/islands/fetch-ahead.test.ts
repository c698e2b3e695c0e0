import { startIslands, type HydrateIsland } from './start-islands';

/**
 * The chat's code is fetched ahead of the tap: after the visitor's first sign of life on the
 * page, once the browser is idle, and never for a visitor saving data.
 */
const neverHydrates: HydrateIsland = () => new Promise<void>(() => undefined);

let stop: () => void = () => undefined;
const setConnection = (connection: object | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = `
    <div data-island="nav-dropdown" data-island-props="{}"><a id="trigger" href="/services">Services</a></div>
    <div data-island="chat-launcher" data-island-props="{}"><button id="chat">Chat</button></div>`;
});
afterEach(() => {
  stop();
  setConnection(undefined);
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
  jest.useRealTimers();
});

function start(hydrate: HydrateIsland = neverHydrates) {
  const fetchCode = jest.fn(() => Promise.resolve());
  stop = startIslands(hydrate, { fetchCode });
  return fetchCode;
}

describe('fetching the chat ahead of the tap', () => {
  it('fetches nothing before any interaction, however long the page sits idle', () => {
    const fetchCode = start();
    jest.advanceTimersByTime(60_000);
    expect(fetchCode).not.toHaveBeenCalled();
  });

  it('fetches the chat once, when idle after the first scroll, and not again', () => {
    const fetchCode = start();
    window.dispatchEvent(new Event('scroll'));
    // Not in the event itself: the scroll is left to the browser first.
    expect(fetchCode).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(fetchCode.mock.calls).toEqual([['chat-launcher']]);

    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    jest.advanceTimersByTime(60_000);
    expect(fetchCode).toHaveBeenCalledTimes(1);
  });

  it('waits for requestIdleCallback where the browser has it', () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    window.cancelIdleCallback = () => undefined;
    const fetchCode = start();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    jest.advanceTimersByTime(60_000);
    expect(fetchCode).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!({ didTimeout: false, timeRemaining: () => 50 });
    expect(fetchCode.mock.calls).toEqual([['chat-launcher']]);
  });

  it('fetches nothing for a visitor who asked to save data, or on 2G', () => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }]) {
      setConnection(connection);
      const fetchCode = start();
      window.dispatchEvent(new Event('touchstart'));
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(60_000);
      expect({ connection, calls: fetchCode.mock.calls }).toEqual({ connection, calls: [] });
      stop();
    }
  });

  it('leaves a chat the visitor already reached for to its own load', () => {
    const names: string[] = [];
    const fetchCode = start((_container, name) => {
      names.push(name);
      return new Promise<void>(() => undefined);
    });
    // The finger lands on the launcher: intent (it starts loading) and the first activity.
    document.getElementById('chat')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    jest.advanceTimersByTime(1000);
    expect(names).toEqual(['chat-launcher']);
    expect(fetchCode).not.toHaveBeenCalled();
  });
});
