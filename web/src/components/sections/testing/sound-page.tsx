import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { isKnownPath } from '@landman/content';
import { theme } from '../../../theme/theme';

/** Test helper: renders a page with the theme and a router, as the app does. */
export function renderPage(page: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{page}</MemoryRouter>
    </ThemeProvider>,
  ).container;
}

/** Test helper: what every page of a layout must hold, whatever its content says. */
export function expectSoundPage(container: HTMLElement) {
  expect(container.querySelectorAll('h1')).toHaveLength(1);
  // Content section ids share the page with the layout's own anchors: none may collide.
  const ids = Array.from(container.querySelectorAll('[id]'), (el) => el.id);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  // Headings never skip a level on the way down (h1, then h2, then h3).
  const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6'), (h) =>
    Number(h.tagName[1]),
  );
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
  });
  // Every internal link resolves to a page of the site, and every in-page anchor exists.
  for (const link of Array.from(container.querySelectorAll('a[href^="/"]'))) {
    const href = link.getAttribute('href') ?? '';
    expect(isKnownPath(href)).toBe(true);
  }
  for (const image of Array.from(container.querySelectorAll('img'))) {
    expect(image.getAttribute('alt')).not.toBeNull();
  }
}
