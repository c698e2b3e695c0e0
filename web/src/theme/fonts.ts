import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import sourceSerifLatin600 from '@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2?url';

/** Self-hosted font files (latin subset only); the head preloads them. */
export const fontFiles = { interLatin, sourceSerifLatin600 } as const;

export const bodyFontFamily =
  '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
export const headingFontFamily =
  '"Source Serif 4", "Source Serif Fallback", Georgia, "Times New Roman", serif';

const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * @font-face rules, emitted with the critical CSS so no stylesheet blocks the first paint.
 * The metric-adjusted local fallbacks keep text the same size while the web fonts load,
 * so the swap does not shift the layout.
 */
export const fontFaceCss = `
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${interLatin}) format('woff2-variations'), url(${interLatin}) format('woff2');
  unicode-range: ${latinRange};
}
@font-face {
  font-family: 'Source Serif 4';
  font-style: normal;
  font-display: swap;
  font-weight: 600;
  src: url(${sourceSerifLatin600}) format('woff2');
  unicode-range: ${latinRange};
}
@font-face {
  font-family: 'Inter Fallback';
  src: local('Arial'), local('Liberation Sans'), local('Helvetica');
  ascent-override: 90.44%;
  descent-override: 22.52%;
  line-gap-override: 0%;
  size-adjust: 107.12%;
}
@font-face {
  font-family: 'Source Serif Fallback';
  src: local('Georgia'), local('Times New Roman'), local('Liberation Serif');
  ascent-override: 99%;
  descent-override: 32%;
  line-gap-override: 0%;
  size-adjust: 103%;
}
`;
