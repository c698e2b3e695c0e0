import type { PageScripts } from './vite-manifest';

export interface RenderedParts {
  /** The app's markup for <div id="root">. */
  html: string;
  /** Title, meta, link and preload tags. */
  head: string;
  /** Critical CSS as <style> tags. */
  css: string;
}

/** The tags Vite writes into the built index.html for the entry; the loader below replaces them. */
const viteEntryTags =
  /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The inline module script that starts the islands entry after the first frame is painted. The
 * server HTML is complete and readable without it, so the page paints from HTML and critical
 * CSS alone. Hidden tabs start it on a timer, since they paint no frames.
 */
export function loaderScript(scripts: PageScripts): string {
  const files = JSON.stringify([scripts.entry, ...scripts.preload]).replace(/</g, '\\u003c');
  return (
    `const f=${files};let s=0;` +
    `const go=()=>{if(s)return;s=1;for(const h of f.slice(1)){const l=document.createElement('link');` +
    `l.rel='modulepreload';l.href=h;document.head.append(l)}import(f[0])};` +
    `requestAnimationFrame(()=>setTimeout(go));setTimeout(go,1500)`
  );
}

/** A page's HTML and the text of each inline script in it (for the CSP's script hashes). */
export interface HtmlDocument {
  html: string;
  inlineScripts: string[];
}

/**
 * Fills the built index.html: head tags and critical CSS where `<!--app-head-->` is, the page
 * inside #root, and the script loader where `<!--app-state-->` is (none without `scripts`: a
 * page that is only HTML). Islands carry their own props in the HTML, so no state is embedded.
 * `headScripts` are small classic scripts that must answer the visitor before the entry has
 * loaded (the chat's shell on a first tap); they go first in the head, and only with `scripts`.
 */
export function htmlDocument(
  template: string,
  parts: RenderedParts,
  scripts: PageScripts | undefined,
  headScripts: readonly string[] = [],
): HtmlDocument {
  const loader = scripts ? loaderScript(scripts) : undefined;
  const loaderTag = loader === undefined ? '' : `<script type="module">${loader}</script>`;
  const early = loader === undefined ? [] : [...headScripts];
  const earlyTags = early.map((script) => `<script>${script}</script>`).join('');
  const html = template
    .replace(viteEntryTags, '')
    .replace('<!--app-head-->', () => `${earlyTags}${parts.head}${parts.css}`)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-state-->', () => loaderTag);
  return { html, inlineScripts: loader === undefined ? [] : [...early, loader] };
}
