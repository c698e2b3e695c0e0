import { getContrastRatio } from '@mui/material/styles';
import { theme } from './theme';

const { palette } = theme;

describe('theme colours', () => {
  it.each([
    ['body text on the page', palette.text.primary, palette.background.default],
    ['secondary text on the page', palette.text.secondary, palette.background.default],
    ['secondary text on cards', palette.text.secondary, palette.background.paper],
    ['primary buttons', palette.primary.contrastText, palette.primary.main],
    ['accent buttons', palette.secondary.contrastText, palette.secondary.main],
    ['accent text on the page', palette.secondary.dark, palette.background.default],
    ['sand accents on navy', palette.secondary.light, palette.primary.main],
    ['links in primary colour', palette.primary.main, palette.background.default],
    ['error messages', palette.error.main, palette.background.paper],
    ['success messages', palette.success.main, palette.background.paper],
  ])('%s meet WCAG AA (4.5:1)', (_name, foreground, background) => {
    expect(getContrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});
