import { pageDataScript, type ServedPageData } from '../data/served-page-data';
import type { PageScripts } from './vite-manifest';

export interface RenderedParts {
  /** The app's markup for <div id="root">. */
  html: string;
  /** Title, meta, link and preload tags. */
  head: string;
  /** Critical CSS as <style> tags. */
  css: string;
  pageData?: ServedPageData;
}

/** The tags Vite writes into the built index.html for the entry; the loader below replaces them. */
const viteEntryTags =
  /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The inline module script that starts the app's JavaScript after the first frame is painted. The server HTML is complete
 * and readable without it, so the page paints from HTML and critical CSS alone, and the
 * scripts (fetched all at once, entry and route chunks in parallel) do not compete with the
 * first paint. Hidden tabs start it on a timer, since they paint no frames.
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
 * Fills the built index.html: head tags and critical CSS where `<!--app-head-->` is, the app
 * inside #root, the page's query results where `<!--app-state-->` is, and the script loader
 * (none without `scripts`: a page that is only HTML).
 */
export function htmlDocument(
  template: string,
  parts: RenderedParts,
  scripts: PageScripts | undefined,
): HtmlDocument {
  const state = parts.pageData ? pageDataScript(parts.pageData) : undefined;
  const loader = scripts ? loaderScript(scripts) : undefined;
  const stateTag = state === undefined ? '' : `<script>${state}</script>`;
  const loaderTag = loader === undefined ? '' : `<script type="module">${loader}</script>`;
  const html = template
    .replace(viteEntryTags, '')
    .replace('<!--app-head-->', () => `${parts.head}${parts.css}`)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-state-->', () => `${stateTag}${loaderTag}`);
  return { html, inlineScripts: [state, loader].filter((script) => script !== undefined) };
}
