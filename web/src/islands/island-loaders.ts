import type { ComponentType } from 'react';
import type { IslandName } from './island-names';

type Loader = () => Promise<ComponentType<never>>;

/** Each island's code, a chunk of its own, fetched when the island is first needed. */
export const islandLoaders: Record<IslandName, Loader> = {
  'nav-dropdown': () => import('../components/layout/nav-dropdown').then((m) => m.NavDropdown),
  'mobile-menu': () => import('../components/layout/mobile-menu').then((m) => m.MobileMenu),
  'chat-launcher': () => {
    // The launcher wakes on intent (pointer over, focus, touch): its panel, which the tap will
    // need, is fetched beside it, and the launcher hydrates once both are here. So the tap
    // renders the panel at once, not a loading ring that React would keep for 300 ms at least.
    // A panel that failed to download does not hold the launcher back: opening it tries once
    // more, and says so if that fails too.
    const panel = import('../features/chat/chat-panel').then(
      () => true,
      () => false,
    );
    return Promise.all([import('../features/chat/chat-launcher'), panel]).then(
      async ([{ ChatLauncher, preloadChatPanel }, panelLoaded]) => {
        if (panelLoaded) await preloadChatPanel();
        return ChatLauncher;
      },
    );
  },
  'contact-form': () =>
    import('../features/contact/contact-form-island').then((m) => m.ContactFormIsland),
  'owner-tool': () => import('../features/tools/tool-workbench').then((m) => m.ToolWorkbench),
  'slot-picker': () => import('../features/booking/slot-picker').then((m) => m.SlotPicker),
  'subscribe-form': () => import('../features/blog/subscribe-form').then((m) => m.SubscribeForm),
};

/**
 * Islands built with plain React and CSS, without MUI or Emotion: the chat, whose first open
 * must stay small (issue 25). They hydrate without the style cache and the theme.
 */
const plainIslands: ReadonlySet<IslandName> = new Set(['chat-launcher']);

/**
 * Everything an island needs before it can hydrate: the shared runtime (React, and for all but
 * the plain islands Emotion, MUI's styling core and the theme) and the island's own code. Used to
 * hydrate on first use, and to fetch the chat's code ahead of the tap (islandsFetchedAhead).
 */
export const loadIslandCode = (name: IslandName) =>
  Promise.all([
    plainIslands.has(name) ? import('./hydrate-plain-island') : import('./hydrate-island'),
    islandLoaders[name](),
  ]).then(([{ hydrateIsland }, Component]) => ({ hydrateIsland, Component }));
