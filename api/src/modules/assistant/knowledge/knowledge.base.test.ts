import { aboutPage, isKnownPath, locationPages, servicePages } from '@landman/content';
import { parseArticle } from '../../blog/blog-file';
import { TestBlog } from '../testing/assistant-harness';
import { contentPassages } from './content.passages';
import { KnowledgeBase } from './knowledge.base';
import { pageAnchors } from './page-anchors';
import { SiteKnowledge } from './site-knowledge';

describe('the knowledge base', () => {
  const passages = contentPassages();

  it('is built from every service and location page the site renders', () => {
    for (const page of servicePages) {
      const own = passages.filter((p) => p.service === page.slug);
      expect(own.some((p) => p.kind === 'faq')).toBe(true);
      expect(own.some((p) => p.kind === 'card')).toBe(true);
      expect(own.filter((p) => p.kind === 'faq')).toHaveLength(page.faqs.length);
    }
    for (const page of locationPages) {
      expect(passages.filter((p) => p.location === page.slug).length).toBeGreaterThan(10);
    }
  });

  it('links every passage to a real page, at a section id the content has or a fixed anchor', () => {
    const fixed = new Set<string>(Object.values(pageAnchors));
    for (const p of passages) {
      expect(isKnownPath(p.href)).toBe(true);
      const anchor = p.href.split('#')[1];
      if (!anchor || /^faq-\d+$/.test(anchor) || fixed.has(anchor)) continue;
      const page = servicePages.find((s) => p.href.startsWith(`/services/${s.slug}`));
      const location = locationPages.find((l) => p.href.startsWith(`/locations/${l.slug}`));
      const ids = page
        ? page.sections.map((s) => s.id)
        : location
          ? location.topics.map((s) => s.id)
          : [anchor];
      expect(ids).toContain(anchor);
    }
  });

  it('picks up a new article when the blog changes, with its figures', async () => {
    const blog = new TestBlog([]);
    const knowledge = new SiteKnowledge(blog);
    await knowledge.ensureFresh();
    expect(
      knowledge.kb.search('caliche road restoration bond').some((h) => h.passage.source === 'blog'),
    ).toBe(false);
    expect(knowledge.figures.unknownFigures('A 17-acre pad.')).toEqual(['17']);

    blog.replace([
      parseArticle(
        [
          '---',
          'title: "Caliche Roads and Restoration Bonds"',
          'slug: caliche-roads-restoration-bonds',
          'excerpt: "What a restoration bond covers when a caliche road crosses a pasture."',
          'category: Surface Rights',
          'publishedAt: 2024-05-01T00:00:00Z',
          '---',
          'A restoration bond on a caliche road protects the pasture after the rig leaves. One operator posted a bond for a 17-acre pad and its road.',
        ].join('\n'),
      ),
    ]);
    await knowledge.ensureFresh();
    const [hit] = knowledge.kb.search('caliche road restoration bond');
    expect(hit?.passage.href).toBe('/blog/caliche-roads-restoration-bonds');
    expect(knowledge.figures.unknownFigures('A 17-acre pad.')).toEqual([]);
  });

  it('scopes a search by service, place and source, and forgets a removed article', () => {
    const kb = new KnowledgeBase(passages);
    const article = {
      slug: 'caliche-roads-restoration-bonds',
      title: 'Caliche Roads and Restoration Bonds',
      excerpt: 'What a restoration bond covers when a caliche road crosses a pasture.',
      content:
        '<p>A restoration bond on a caliche road protects the pasture after the rig leaves the lease.</p>',
      category: 'Surface Rights',
    };
    kb.addPost(article);
    const query = 'caliche road restoration bond lease';
    expect(kb.search(query)[0]?.passage.href).toBe('/blog/caliche-roads-restoration-bonds');
    const blogOnly = kb.search(query, { sources: ['blog'] });
    expect(blogOnly.length).toBeGreaterThan(0);
    expect(blogOnly.every((h) => h.passage.source === 'blog')).toBe(true);
    const service = servicePages[0]!.slug;
    const scoped = kb.search(query, { service });
    expect(scoped.length).toBeGreaterThan(0);
    expect(scoped.every((h) => h.passage.service === service)).toBe(true);
    const location = locationPages[0]!.slug;
    expect(kb.search('lease', { location }).every((h) => h.passage.location === location)).toBe(
      true,
    );

    kb.removePost(article.slug);
    expect(kb.search(query).some((h) => h.passage.source === 'blog')).toBe(false);
    expect(kb.get('blog:caliche-roads-restoration-bonds:summary')).toBeUndefined();
  });

  it("ranks a page's FAQ above the same words elsewhere (kind weights apply)", () => {
    const faq = passages.find((p) => p.kind === 'faq')!;
    // Indexed first, so it would win a tie: only the FAQ's weight puts the FAQ ahead.
    const twin = { ...faq, id: 'test:twin', kind: 'intro' as const };
    const kb = new KnowledgeBase([twin, ...passages]);
    const ranked = kb.search(faq.title, { limit: 50 }).map((h) => h.passage.id);
    expect(ranked.indexOf(faq.id)).toBeGreaterThanOrEqual(0);
    expect(ranked.indexOf(faq.id)).toBeLessThan(ranked.indexOf(twin.id));
  });
});

describe("the About page's sections", () => {
  it('are searched under their headings, linked to their anchors, each also as one sentence group', () => {
    const about = contentPassages().filter((p) => p.id.startsWith('about:engagement:'));
    const whole = about.find((p) => p.id === 'about:engagement:all');
    expect(whole?.title).toBe(aboutPage.engagement.title);
    expect(whole?.href).toBe('/about#engagement');
    for (const step of aboutPage.engagement.steps) expect(whole?.text).toContain(`${step.title}:`);
    expect(about.every((p) => p.title.startsWith(aboutPage.engagement.title))).toBe(true);
    const clients = contentPassages().find((p) => p.id === 'about:audience:0');
    expect(clients?.href).toBe('/about#clients');
  });
});
