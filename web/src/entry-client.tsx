import { islandLoaders } from './islands/island-loaders';
import { startIslands } from './islands/start-islands';

/**
 * The whole client entry: the server's HTML is the page, and only its islands (header menus,
 * chat launcher, contact form) become React roots, each when it is first needed. React, MUI and
 * the island's own code are fetched then, not before.
 */
startIslands(async (container, name, props) => {
  const [{ hydrateIsland }, Component] = await Promise.all([
    import('./islands/hydrate-island'),
    islandLoaders[name](),
  ]);
  await new Promise<void>((resolve) => hydrateIsland(container, Component, props, resolve));
});
