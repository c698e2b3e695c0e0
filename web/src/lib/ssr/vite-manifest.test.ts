import { htmlEntryTags } from './vite-manifest';

describe('htmlEntryTags', () => {
  const manifest = {
    'meetings.html': {
      file: 'assets/desk-meetings-a1.js',
      isEntry: true,
      imports: ['_shared.js'],
      css: ['assets/desk-meetings-a1.css'],
    },
    '_shared.js': { file: 'assets/desk-shared-b2.js', imports: ['_deep.js'] },
    '_deep.js': { file: 'assets/desk-deep-c3.js' },
  };

  it("loads another build's entry: its styles, its static imports preloaded, the module last", () => {
    expect(htmlEntryTags(manifest, 'meetings.html')).toBe(
      '<link rel="stylesheet" href="/assets/desk-meetings-a1.css">' +
        '<link rel="modulepreload" href="/assets/desk-shared-b2.js">' +
        '<link rel="modulepreload" href="/assets/desk-deep-c3.js">' +
        '<script type="module" src="/assets/desk-meetings-a1.js"></script>',
    );
  });

  it('fails the build on a missing entry rather than write a page that never loads', () => {
    expect(() => htmlEntryTags(manifest, 'admin.html')).toThrow(/no admin.html entry/);
  });
});
