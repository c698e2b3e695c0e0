import { site } from '@landman/content';

/** The default link-preview image (web/public/og-default.png), used when a page names none. */
export const defaultShareImage = {
  path: '/og-default.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `${site.name}, ${site.role}, serving Texas, Oklahoma, New Mexico and Louisiana`,
} as const;
