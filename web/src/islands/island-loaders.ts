import type { ComponentType } from 'react';
import type { IslandName } from './island-names';

type Loader = () => Promise<ComponentType<never>>;

/** Each island's code, a chunk of its own, fetched when the island is first needed. */
export const islandLoaders: Record<IslandName, Loader> = {
  'nav-dropdown': () => import('../components/layout/nav-dropdown').then((m) => m.NavDropdown),
  'mobile-menu': () => import('../components/layout/mobile-menu').then((m) => m.MobileMenu),
  'chat-launcher': () => import('../features/chat/chat-launcher').then((m) => m.ChatLauncher),
  'contact-form': () =>
    import('../features/contact/contact-form-island').then((m) => m.ContactFormIsland),
  'owner-tool': () => import('../features/tools/tool-workbench').then((m) => m.ToolWorkbench),
  'slot-picker': () => import('../features/booking/slot-picker').then((m) => m.SlotPicker),
};
