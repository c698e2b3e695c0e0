import { boundedMemo } from './bounded-memo';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

function classOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (?:7|9|10)\b/i.test(userAgent)) return 'tablet';
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent))
    return 'mobile';
  return 'desktop';
}

/** Classes by user agent, in memory only (never stored), as the crawler verdicts are. */
const classOfAgent = boundedMemo(classOf, 1_000, 512);

/**
 * The kind of device a browser runs on, by the words browsers use for it: iPad and Android
 * without "Mobile" are tablets (Google's own rule for Android), phones say Mobile or iPhone.
 */
export function deviceClass(userAgent: string): DeviceClass {
  return classOfAgent(userAgent);
}
