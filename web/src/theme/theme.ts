import { createTheme } from '@mui/material/styles';
import { components } from './components';
import { palette } from './palette';
import { typography } from './typography';

/** The site's one theme. Pages style with these tokens in `sx`, never with literal colours. */
export const theme = createTheme({
  palette,
  typography,
  shape: { borderRadius: 8 },
  spacing: 8,
  components,
});
