import { htmlDocument } from './html-document';

const template =
  '<html><head><!--app-head--><script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="root"><!--app-html--></div><!--app-state--></body></html>';
const parts = {
  html: '<main>page</main>',
  head: '<title>Page</title>',
  css: '<style>main{}</style>',
};
const scripts = { entry: '/assets/index.js', preload: ['/assets/page.js'] };

/** Every inline script element the HTML holds, by its text. */
const inlineScriptsIn = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body);

describe('htmlDocument', () => {
  it('reports exactly the inline script it wrote (the loader), for its hash', () => {
    const { html, inlineScripts } = htmlDocument(template, parts, scripts);
    expect(inlineScripts).toHaveLength(1);
    expect(inlineScriptsIn(html)).toEqual(inlineScripts);
    expect(inlineScripts[0]).toContain('/assets/index.js');
  });

  it('writes head scripts first in the head and reports them too', () => {
    const early = 'document.title=1';
    const { html, inlineScripts } = htmlDocument(template, parts, scripts, [early]);
    expect(inlineScriptsIn(html)).toEqual(inlineScripts);
    expect(inlineScripts).toHaveLength(2);
    expect(inlineScripts[0]).toBe(early);
    expect(html.indexOf(`<script>${early}</script>`)).toBeLessThan(html.indexOf('<title>'));
  });

  it('writes no script and reports none for a page served without JavaScript', () => {
    const { html, inlineScripts } = htmlDocument(template, parts, undefined, ['document.title=1']);
    expect(inlineScripts).toEqual([]);
    expect(html).not.toContain('<script');
  });
});
