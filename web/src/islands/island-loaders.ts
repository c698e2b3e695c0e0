import type { ComponentType } from 'react';
import type { IslandName } from './island-names';

type Loader = () => Promise<ComponentType<never>>;

/** Each island's code, a chunk of its own, fetched when the island is first needed. */
export const islandLoaders: Record<IslandName, Loader> = {
  'nav-dropdown': () => import('../components/layout/nav-dropdown').then((m) => m.NavDropdown),
  'mobile-menu': () => import('../components/layout/mobile-menu').then((m) => m.MobileMenu),
  'chat-launcher': () => {
    // The launcher wakes on intent (pointer over, focus, touch): its panel, which the tap will
    // need, is fetched beside it rather than after the tap. The launcher imports the same
    // module when it opens, and shows a failure then if this fetch failed.
    void import('../features/chat/chat-panel').catch(() => undefined);
    return import('../features/chat/chat-launcher').then((m) => m.ChatLauncher);
  },
  'contact-form': () =>
    import('../features/contact/contact-form-island').then((m) => m.ContactFormIsland),
  'owner-tool': () => import('../features/tools/tool-workbench').then((m) => m.ToolWorkbench),
  'slot-picker': () => import('../features/booking/slot-picker').then((m) => m.SlotPicker),
};

/**
 * Everything an island needs before it can hydrate: the shared runtime (React, Emotion, MUI's
 * styling core, the theme) and the island's own code. Used to hydrate on first use, and to fetch
 * the chat's code ahead of the tap (islandsFetchedAhead).
 */
export const loadIslandCode = (name: IslandName) =>
  Promise.all([import('./hydrate-island'), islandLoaders[name]()]).then(
    ([{ hydrateIsland }, Component]) => ({ hydrateIsland, Component }),
  );
