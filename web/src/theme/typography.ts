import type { TypographyVariantsOptions } from '@mui/material/styles';
import { bodyFontFamily, headingFontFamily } from './fonts';

/** MUI's default `md` breakpoint (900px); the theme keeps MUI's breakpoints. */
const up = '@media (min-width:900px)';
const heading = { fontFamily: headingFontFamily, fontWeight: 600, letterSpacing: '-0.01em' };

/** A readable scale: serif headings that step up on wider screens, a 16px body at 1.65 leading. */
export const typography: TypographyVariantsOptions = {
  fontFamily: bodyFontFamily,
  fontSize: 16,
  htmlFontSize: 16,
  h1: { ...heading, fontSize: '2.25rem', lineHeight: 1.15, [up]: { fontSize: '3.25rem' } },
  h2: { ...heading, fontSize: '1.875rem', lineHeight: 1.2, [up]: { fontSize: '2.5rem' } },
  h3: { ...heading, fontSize: '1.5rem', lineHeight: 1.25, [up]: { fontSize: '1.875rem' } },
  h4: { fontWeight: 650, fontSize: '1.25rem', lineHeight: 1.3, [up]: { fontSize: '1.5rem' } },
  h5: { fontWeight: 650, fontSize: '1.125rem', lineHeight: 1.35 },
  h6: { fontWeight: 650, fontSize: '1rem', lineHeight: 1.4 },
  subtitle1: { fontSize: '1.125rem', lineHeight: 1.6, [up]: { fontSize: '1.25rem' } },
  subtitle2: { fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.5 },
  body1: { fontSize: '1rem', lineHeight: 1.65 },
  body2: { fontSize: '0.9375rem', lineHeight: 1.6 },
  button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
  caption: { fontSize: '0.8125rem', lineHeight: 1.5 },
  overline: { fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.6 },
};
