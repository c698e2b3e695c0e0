import { blogCategories, blogCategoryStyle, extraBlogCategories } from '@landman/content';
import { badgeTextColor } from './badge-text-color';

function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const c = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const hexOf = { 'common.white': '#ffffff', 'common.black': '#000000' } as const;

describe('badgeTextColor', () => {
  it('uses white on dark badges', () => {
    expect(badgeTextColor('#13294b')).toBe('common.white');
  });

  it('switches to black where white would fail AA (the default steel blue)', () => {
    expect(badgeTextColor(blogCategoryStyle('No Such Category').color)).toBe('common.black');
  });

  it.each([...blogCategories, ...extraBlogCategories].map((c) => [c.name, c.color]))(
    'keeps the %s badge at 4.5:1 or better',
    (_name, color) => {
      expect(contrast(color, hexOf[badgeTextColor(color)])).toBeGreaterThanOrEqual(4.5);
    },
  );
});
