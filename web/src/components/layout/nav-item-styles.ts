import type { SxProps, Theme } from '@mui/material/styles';

/** A top-bar item: quiet by default, navy with a copper underline when it is the current section. */
export function navItemSx(active: boolean): SxProps<Theme> {
  return {
    color: active ? 'primary.main' : 'text.primary',
    fontWeight: active ? 700 : 600,
    px: 1.5,
    borderRadius: 1,
    boxShadow: (theme) => (active ? `inset 0 -3px 0 ${theme.palette.secondary.main}` : 'none'),
    '&:hover': { bgcolor: 'action.hover', color: 'primary.main' },
  };
}
