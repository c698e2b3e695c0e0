import type { PaletteOptions } from '@mui/material/styles';

/**
 * Deep navy for authority, a copper-clay accent taken from East Texas red dirt, and warm neutrals.
 * Every text/background pair used by the theme meets WCAG AA (checked in theme.test.ts).
 */
export const brand = {
  navy: '#13294b',
  navyLight: '#2c4a78',
  navyDark: '#0c1c36',
  copper: '#a8501e',
  copperDark: '#8a4519',
  /** Light accent for text and rules on navy backgrounds only. */
  sand: '#e0b27a',
  /** Tinted surface for callouts and alternating bands. */
  parchment: '#f6f3ee',
  clayTint: '#f3e7dc',
  slateTint: '#e8edf4',
  ink: '#1c2430',
  slate: '#4a5563',
  rule: '#d9d4cb',
} as const;

/** The status colours, each AA on white (the chat's style sheet uses them without MUI). */
export const statusColours = {
  success: '#2e6b34',
  error: '#b3261e',
  warning: '#8a4f00',
} as const;

export const palette: PaletteOptions = {
  mode: 'light',
  primary: {
    main: brand.navy,
    light: brand.navyLight,
    dark: brand.navyDark,
    contrastText: '#ffffff',
  },
  secondary: {
    main: brand.copper,
    light: brand.sand,
    dark: brand.copperDark,
    contrastText: '#ffffff',
  },
  background: { default: brand.parchment, paper: '#ffffff' },
  text: { primary: brand.ink, secondary: brand.slate },
  divider: brand.rule,
  success: { main: statusColours.success, contrastText: '#ffffff' },
  error: { main: statusColours.error, contrastText: '#ffffff' },
  info: { main: brand.navyLight, contrastText: '#ffffff' },
  warning: { main: statusColours.warning, contrastText: '#ffffff' },
};
