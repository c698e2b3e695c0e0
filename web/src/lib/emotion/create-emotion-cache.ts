import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * One Emotion cache per server render, one in the browser. The same key lets the browser
 * adopt the critical CSS the server put in <head> instead of inserting it again; `prepend`
 * keeps MUI's styles before any page-level overrides.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', prepend: true });
}
