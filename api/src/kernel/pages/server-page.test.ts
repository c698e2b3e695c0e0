import { serverPageHtml, type PageFrame } from './server-page';

/** A frame as the web build renders it: the site's header and footer around the two markers. */
const frame: PageFrame = {
  html: [
    '<!doctype html><html lang="en-US"><head><link rel="preload" href="/assets/inter.woff2" as="font">',
    '<style data-emotion="css abc">.css-abc{color:#13294b}</style></head><body><div id="root">',
    '<header><nav aria-label="Main"><a href="/services">Services</a></nav></header>',
    '<main id="main-content"><h1>%%title%%</h1><div>%%body%%</div></main>',
    '<footer><a href="/privacy">Privacy</a></footer></div>',
    '<script type="module">import("/assets/index.js")</script></body></html>',
  ].join(''),
  scriptHashes: ["'sha256-abc='"],
  titleMarker: '%%title%%',
  bodyMarker: '%%body%%',
};

const page = {
  title: 'Check your inbox & confirm',
  body: '<p>We sent a link; it costs $0 and $& stays as typed.</p>',
  footer: '<a href="/blog">Back to the blog</a>',
  widthRem: 36,
  style: '.times{display:flex}',
};

describe('serverPageHtml', () => {
  it("puts the page's title and body inside the site's header, footer and styles", () => {
    const { html } = serverPageHtml(page, frame);
    expect(html).toContain('<nav aria-label="Main"><a href="/services">Services</a></nav>');
    expect(html).toContain('<footer><a href="/privacy">Privacy</a></footer>');
    expect(html).toContain('<style data-emotion="css abc">');
    expect(html).toContain('<h1>Check your inbox &amp; confirm</h1>');
    // The body is placed as given: `$` sequences are text, not replacement patterns.
    expect(html).toContain(
      '<div><p>We sent a link; it costs $0 and $& stays as typed.</p>\n<p><a href="/blog">Back to the blog</a></p></div>',
    );
    expect(html).not.toContain('%%');
  });

  it('is never indexed, sends no referrer, and carries its title and width in the head', () => {
    const { html } = serverPageHtml(page, frame);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).toContain('<meta name="referrer" content="no-referrer">');
    expect(head).toMatch(/<title>Check your inbox &amp; confirm \| [^<]+<\/title>/);
    expect(head).toContain('[data-server-page-card]{max-width:36rem}.times{display:flex}');
  });

  it("allows the frame's inline script by its hash, and nothing else inline", () => {
    const { contentSecurityPolicy } = serverPageHtml(page, frame);
    expect(contentSecurityPolicy).toContain("script-src 'self' 'sha256-abc='");
    expect(contentSecurityPolicy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('without the website built, is the plain self-contained page', () => {
    const { html, contentSecurityPolicy } = serverPageHtml(page, undefined);
    expect(html).toContain('<h1>Check your inbox &amp; confirm</h1>');
    expect(html).not.toContain('<script');
    expect(contentSecurityPolicy).toContain("script-src 'self'");
  });
});
