/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * White text where it reaches WCAG AA (4.5:1) on the badge colour, else black. Badge
 * colours are content data, so the choice is computed instead of assumed (the default steel
 * blue, for one, is too light for white text).
 */
export function badgeTextColor(background: string): 'common.white' | 'common.black' {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return 'common.white';
  const contrastWithWhite = 1.05 / (luminance(background) + 0.05);
  return contrastWithWhite >= 4.5 ? 'common.white' : 'common.black';
}
