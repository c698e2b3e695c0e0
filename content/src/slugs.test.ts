import { locationSlugs, serviceSlugs } from './slugs';

/** Every value that occurs more than once. */
const duplicates = (values: readonly string[]) => [
  ...new Set(values.filter((value, index) => values.indexOf(value) !== index)),
];

describe('slug tables', () => {
  it.each([
    ['serviceSlugs', serviceSlugs],
    ['locationSlugs', locationSlugs],
  ])('%s lists each slug once', (_name, slugs) => {
    expect(duplicates(slugs)).toEqual([]);
    expect(slugs.length).toBeGreaterThan(0);
  });
});
