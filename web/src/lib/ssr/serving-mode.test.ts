import { prerenderPaths } from '@landman/content';
import { servingMode } from './serving-mode';

describe('servingMode', () => {
  it('serves every build-time route from its prerendered file', () => {
    for (const path of prerenderPaths)
      expect([path, servingMode(path)]).toEqual([path, 'prerendered']);
  });

  it('renders the database-backed routes per request', () => {
    expect(servingMode('/blog')).toBe('server-rendered');
    expect(servingMode('/blog/some-post')).toBe('server-rendered');
    expect(servingMode('/sitemap')).toBe('server-rendered');
  });

  it('answers anything else with the 404 page', () => {
    expect(servingMode('/services/unknown')).toBe('not-found');
    expect(servingMode('/index.html')).toBe('not-found');
  });
});
