import { MalformedArticleError, parseArticle } from './blog-file';
import { renderArticleHtml } from './blog-html';

const frontMatter = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n`;

const complete = {
  title: '"Pooling Orders in Oklahoma"',
  slug: 'pooling-orders-in-oklahoma',
  excerpt: '"What an election letter asks of you."',
  category: 'Regulatory Updates',
  publishedAt: '2024-05-01T14:00:00Z',
};

describe('parseArticle', () => {
  it('reads the front matter and renders the body to HTML', () => {
    const article = parseArticle(
      `${frontMatter(complete)}\n## Your options\n\nYou may **participate**.\n`,
    );
    expect(article).toMatchObject({
      title: 'Pooling Orders in Oklahoma',
      slug: 'pooling-orders-in-oklahoma',
      excerpt: 'What an election letter asks of you.',
      category: 'Regulatory Updates',
    });
    expect(article.publishedAt.toISOString()).toBe('2024-05-01T14:00:00.000Z');
    expect(article.content).toBe(
      '<h2>Your options</h2>\n<p>You may <strong>participate</strong>.</p>',
    );
  });

  it.each([
    ['title', 'front matter "title" is missing or empty'],
    ['slug', 'front matter "slug" is missing or empty'],
    ['excerpt', 'front matter "excerpt" is missing or empty'],
    ['category', 'front matter "category" is missing or empty'],
    ['publishedAt', 'front matter "publishedAt" is missing or not a date'],
  ])('rejects a file without %s', (missing, reason) => {
    const { [missing as keyof typeof complete]: _omitted, ...rest } = complete;
    expect(() => parseArticle(`${frontMatter(rest)}\nBody.\n`)).toThrow(
      new MalformedArticleError(reason),
    );
  });

  it('rejects a bad slug, a bad date, an empty body and broken YAML', () => {
    expect(() =>
      parseArticle(`${frontMatter({ ...complete, slug: 'Not A Slug' })}\nBody.`),
    ).toThrow(/slug "Not A Slug" must be lowercase words joined by hyphens/);
    expect(() =>
      parseArticle(`${frontMatter({ ...complete, publishedAt: 'someday' })}\nBody.`),
    ).toThrow(/publishedAt/);
    expect(() => parseArticle(`${frontMatter(complete)}\n   \n`)).toThrow(/body is empty/);
    expect(() => parseArticle('---\ntitle: [unclosed\n---\nBody.')).toThrow(/not valid YAML/);
  });
});

describe('renderArticleHtml sanitizing', () => {
  it('keeps internal, web, mail and phone links, marking external ones noopener', () => {
    const html = renderArticleHtml(
      '[Lease checks](/services/lease-checks) [RRC](https://www.rrc.texas.gov) ' +
        '[Mail](mailto:owner@example.com) [Call](tel:+19035550142)',
    );
    expect(html).toContain('<a href="/services/lease-checks">Lease checks</a>');
    expect(html).toContain('<a href="https://www.rrc.texas.gov" rel="noopener noreferrer">RRC</a>');
    expect(html).toContain('<a href="mailto:owner@example.com">Mail</a>');
    expect(html).toContain('<a href="tel:+19035550142">Call</a>');
  });

  it('drops scripts, event handlers, inline styles, iframes and unsafe link schemes', () => {
    const html = renderArticleHtml(
      [
        'Intro <script>alert(1)</script>',
        '<p onclick="steal()" style="color:red">Styled</p>',
        '<iframe src="https://example.com"></iframe>',
        '<img src="https://tracker.example.com/x.png" onerror="steal()">',
        '[Click](javascript:alert(1)) <a href="data:text/html,hi">data</a>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(
      /<script|alert\(1\)|onclick|onerror|style=|<iframe|<img|javascript:|data:/i,
    );
    expect(html).toContain('Styled');
    expect(html).toContain('Click');
  });

  it('turns a body-level h1 into h2: the page title is the only h1', () => {
    expect(renderArticleHtml('# Heading')).toBe('<h2>Heading</h2>');
  });
});
