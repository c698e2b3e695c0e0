import { linkableSections } from '@landman/content';

/**
 * The places a taught answer may link to. A module of its own, loaded only when the owner opens
 * a teaching form, so the desk's first screen does not build the site's list.
 */
export const siteSections = linkableSections();
