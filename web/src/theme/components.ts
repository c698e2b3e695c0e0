import type { Components, Theme } from '@mui/material/styles';
import { brand } from './palette';
import { fontFaceCss } from './fonts';
import { scrollClearance } from './header-height';

/** Per-component defaults: flat, bordered surfaces, visible focus, links that look like links. */
export const components: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme) => `
      ${fontFaceCss}
      html { -webkit-text-size-adjust: 100%; }
      body { text-rendering: optimizeLegibility; }
      :focus-visible { outline: 3px solid ${theme.palette.secondary.main}; outline-offset: 2px; }
      ::selection { background: ${brand.clayTint}; color: ${brand.ink}; }
      img, svg { max-width: 100%; }
      /* Anchors, focused fields and focused headings land below the sticky header, not under it. */
      [id], [tabindex], input, select, textarea, button, a { scroll-margin-top: ${scrollClearance.xs}px; }
      @media (min-width: ${theme.breakpoints.values.md}px) {
        [id], [tabindex], input, select, textarea, button, a { scroll-margin-top: ${scrollClearance.md}px; }
      }
      @media (prefers-reduced-motion: reduce) {
        *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
      }
    `,
  },
  MuiContainer: { defaultProps: { maxWidth: 'lg' } },
  MuiButtonBase: { defaultProps: { disableRipple: true } },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        paddingInline: theme.spacing(2.25),
        minHeight: 44,
      }),
      sizeLarge: ({ theme }) => ({
        paddingInline: theme.spacing(3),
        minHeight: 50,
        fontSize: '1rem',
      }),
      outlined: { borderWidth: 2, '&:hover': { borderWidth: 2 } },
    },
  },
  MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
  MuiPaper: { defaultProps: { elevation: 0 } },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => ({
        border: `1px solid ${theme.palette.divider}`,
        borderRadius: 12,
      }),
    },
  },
  MuiCardContent: {
    styleOverrides: {
      root: ({ theme }) => ({
        padding: theme.spacing(3),
        '&:last-child': { paddingBottom: theme.spacing(3) },
      }),
    },
  },
  MuiLink: {
    defaultProps: { underline: 'always' },
    styleOverrides: {
      root: {
        textUnderlineOffset: '0.2em',
        textDecorationThickness: '1px',
        '&:hover': { textDecorationThickness: '2px' },
      },
    },
  },
  MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
  MuiMenuItem: { styleOverrides: { root: { minHeight: 44 } } },
  MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
  MuiTooltip: { defaultProps: { arrow: true } },
};
