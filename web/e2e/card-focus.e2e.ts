import { locationPages } from '@landman/content';
import type { Page } from 'playwright-core';
import { desktopViewport, newPage, phoneViewport, useBrowser, visit } from './support/browser';

/**
 * WCAG 2.4.7: a keyboard user sees which card link has focus. The ring must be drawn, and no
 * ancestor with clipping (overflow other than visible) may cut it off.
 */
const linkedLocation = locationPages.find((page) => page.services.linked);
const pages = ['/', `/locations/${linkedLocation!.slug}`];
const viewports = { desktop: desktopViewport, phone: phoneViewport };

const browser = useBrowser();

interface RingReport {
  outlineStyle: string;
  outlineWidth: number;
  clippedBy: string[];
}

/** Moves keyboard focus onto the first "Learn More" link, the way Tab does. */
async function focusFirstCardLinkByKeyboard(page: Page) {
  const link = page.getByRole('link', { name: /^Learn More/ }).first();
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Learn More'));
}

/** The focused link's card: its outline, and every clipping ancestor that would hide part of it. */
function readRing(page: Page): Promise<RingReport> {
  return page.evaluate(() => {
    const card = document.activeElement!.closest('.MuiCard-root') as HTMLElement;
    const style = getComputedStyle(card);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset || '0');
    const box = card.getBoundingClientRect();
    const clippedBy: string[] = [];
    for (let node = card.parentElement; node && node !== document.body; node = node.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(node);
      if (overflowX === 'visible' && overflowY === 'visible') continue;
      const bounds = node.getBoundingClientRect();
      const fits =
        box.left - reach >= bounds.left &&
        box.right + reach <= bounds.right &&
        box.top - reach >= bounds.top &&
        box.bottom + reach <= bounds.bottom;
      if (!fits) clippedBy.push(`${node.tagName}.${node.className}`);
    }
    return {
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      clippedBy,
    };
  });
}

describe('focus ring on card links', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it.each(pages)(`%s (${name}): the focused card is outlined, unclipped`, async (path) => {
      const { page, close } = await newPage(browser(), { viewport });
      try {
        await visit(page, path);
        await focusFirstCardLinkByKeyboard(page);
        const ring = await readRing(page);
        expect(ring.outlineStyle).toBe('solid');
        expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);
        expect(ring.clippedBy).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
