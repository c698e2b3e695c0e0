import { loadIslandCode } from './islands/island-loaders';
import { startIslands } from './islands/start-islands';

/**
 * The whole client entry: the server's HTML is the page, and only its islands (header menus,
 * chat launcher, contact form) become React roots, each when it is first needed. React, MUI and
 * the island's own code are fetched then, not before; the chat's code is fetched a little
 * earlier, once the visitor is active on the page and the browser idle (fetch-ahead.ts), so the
 * first tap on the launcher waits for no download.
 */
startIslands(
  async (container, name, props) => {
    const { hydrateIsland, Component } = await loadIslandCode(name);
    await new Promise<void>((resolve) => hydrateIsland(container, Component, props, resolve));
  },
  { fetchCode: loadIslandCode },
);
