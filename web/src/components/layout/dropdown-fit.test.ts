import { dropdownItemHeight, dropdownListHeight, dropdownMaxHeight } from './dropdown-fit';

describe('dropdownListHeight', () => {
  it.each([1, 3, 7, 8, 12, 30])(
    'holds a whole number of items within the limit (%i items)',
    (n) => {
      const height = dropdownListHeight(n);
      expect(height % dropdownItemHeight).toBe(0);
      expect(height).toBeLessThanOrEqual(dropdownMaxHeight);
      expect(height).toBeGreaterThan(0);
    },
  );

  it('shows every item when they fit, and scrolls only beyond the limit', () => {
    expect(dropdownListHeight(5)).toBe(5 * dropdownItemHeight);
    expect(dropdownListHeight(12)).toBeLessThan(12 * dropdownItemHeight);
  });
});
