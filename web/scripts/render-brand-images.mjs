/**
 * Renders the self-hosted brand images into web/public with the system Chromium:
 * og-default.png (1200x630 link preview), apple-touch-icon.png (180x180), and favicon.svg.
 * Run after `npm run build -w content` when the site name or tagline changes:
 *   node web/scripts/render-brand-images.mjs
 */
import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { site } = require('@landman/content');
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(webRoot, 'public');
// A page set from a string cannot load file:// URLs, so the fonts travel as data URLs.
const fontUrl = async (spec) =>
  `data:font/woff2;base64,${(await readFile(require.resolve(spec))).toString('base64')}`;

const navy = '#13294b';
const sand = '#e0b27a';
const copper = '#a8501e';

const mark = (size) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${size}" height="${size}">
  <rect x="1" y="1" width="38" height="38" rx="8" fill="${navy}"/>
  <path d="M20 7 L33 20 L20 33 L7 20 Z" fill="none" stroke="${sand}" stroke-width="2.5"/>
  <circle cx="20" cy="20" r="4" fill="${sand}"/>
</svg>`;

const fonts = `
@font-face { font-family: 'Inter Variable'; font-weight: 100 900;
  src: url(${await fontUrl('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')}) format('woff2'); }
@font-face { font-family: 'Source Serif 4'; font-weight: 600;
  src: url(${await fontUrl('@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2')}) format('woff2'); }`;

const shareHtml = `<!doctype html><html><head><style>${fonts}
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { background: ${navy}; color: #fff; font-family: 'Inter Variable', sans-serif; position: relative; overflow: hidden; }
  .grid { position: absolute; inset: 0; opacity: 0.09;
    background-image: linear-gradient(#fff 1px, transparent 1px), linear-gradient(90deg, #fff 1px, transparent 1px);
    background-size: 60px 60px; }
  .band { position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: ${copper}; }
  .content { position: absolute; left: 88px; top: 92px; right: 88px; }
  .brand { display: flex; align-items: center; gap: 22px; }
  .name { font-family: 'Source Serif 4', serif; font-weight: 600; font-size: 76px; letter-spacing: -0.01em; }
  .tag { margin-top: 26px; font-size: 26px; font-weight: 700; letter-spacing: 0.16em; text-transform: uppercase; color: ${sand}; }
  .lead { margin-top: 44px; font-size: 38px; line-height: 1.35; font-weight: 500; max-width: 940px; }
  .states { margin-top: 48px; display: flex; gap: 16px; }
  .states span { border: 2px solid ${sand}; color: ${sand}; border-radius: 8px; padding: 8px 18px; font-size: 26px; font-weight: 700; letter-spacing: 0.06em; }
</style></head><body>
  <div class="grid"></div>
  <div class="content">
    <div class="brand">${mark(92)}<div class="name">${site.name}</div></div>
    <div class="tag">${site.role}</div>
    <div class="lead">Lease checks, title curative, suspense royalty recovery and land work for oil, gas, lithium and renewable projects.</div>
    <div class="states"><span>TEXAS</span><span>OKLAHOMA</span><span>NEW MEXICO</span><span>LOUISIANA</span></div>
  </div>
  <div class="band"></div>
</body></html>`;

const iconHtml = `<!doctype html><html><head><style>html,body{margin:0;width:180px;height:180px;background:${navy}}
  svg{display:block}</style></head><body>${mark(180).replace('rx="8"', 'rx="0"')}</body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: require('../e2e/support/chromium-args.json'),
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(shareHtml, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(publicDir, 'og-default.png') });
  await page.setViewportSize({ width: 180, height: 180 });
  await page.setContent(iconHtml, { waitUntil: 'load' });
  await page.screenshot({ path: path.join(publicDir, 'apple-touch-icon.png') });
} finally {
  await browser.close();
}
await writeFile(path.join(publicDir, 'favicon.svg'), `${mark(40).trim()}\n`);
console.log('Wrote og-default.png, apple-touch-icon.png and favicon.svg to web/public');
