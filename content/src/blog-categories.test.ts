import { blogCategories, filterableBlogCategory } from './blog-categories';

describe('filterableBlogCategory', () => {
  it('accepts every tile category and other categories the articles use', () => {
    for (const { name } of blogCategories) expect(filterableBlogCategory(name)).toBe(name);
    expect(filterableBlogCategory('  Surface Rights ')).toBe('Surface Rights');
  });

  it('refuses names the site does not know, so they never reach a page title', () => {
    expect(filterableBlogCategory('Buy Followers Now')).toBeUndefined();
    expect(filterableBlogCategory('title & legal')).toBeUndefined();
    expect(filterableBlogCategory('')).toBeUndefined();
    expect(filterableBlogCategory(null)).toBeUndefined();
  });
});
