import { AssistantHarness, realArticles, TestBlog } from '../testing/assistant-harness';
import type { BlogDoc } from './blog.passages';
import { candidateArticles } from './knowledge.base';

const article = '/blog/stepped-up-basis-depletion-inherited-minerals';
const question = 'What is stepped-up basis for inherited minerals?';

/**
 * Articles that share the question's everyday words (inherited minerals, taxes, depletion) but
 * not its distinctive ones: more of them than a search scores passages of, so the real article
 * is found only if the articles are preselected by what they say.
 */
function competingArticles(count: number): BlogDoc[] {
  return Array.from({ length: count }, (_, n) => ({
    slug: `inherited-minerals-note-${n + 1}`,
    title: `Inherited Minerals and Taxes: Owner Note ${n + 1}`,
    excerpt: `What heirs of inherited minerals in county ${n + 1} should gather before filing taxes.`,
    content: [
      `<p>Heirs who inherited minerals in county ${n + 1} often ask what the estate must file, which royalty statements to keep and how depletion shows up on the return.</p>`,
      `<h2>Records for inherited minerals</h2>`,
      `<p>Keep the division orders, the check stubs and the probate order for the inherited minerals together; an accountant will ask for all of them at tax time.</p>`,
    ].join(''),
    category: 'Mineral Rights',
  }));
}

describe('article preselection (a blog larger than a search scores)', () => {
  const real = realArticles();
  const blog = new TestBlog([...competingArticles(candidateArticles + 20), ...real]);
  const harness = new AssistantHarness(blog);

  it('still finds and quotes the one article that answers the question', async () => {
    const reply = await harness.ask(question);
    expect(reply.links?.map((l) => l.href)).toContain(article);
    expect(reply.message).toMatch(/stepped-up basis/i);

    const [hit] = harness.knowledge.kb.search(question, { sources: ['blog'] });
    expect(hit?.passage.href).toBe(article);
  });

  it('keeps articles out of searches scoped to a service', () => {
    const hits = harness.knowledge.kb.search(question, { service: 'oil-gas-leasing', limit: 20 });
    expect(hits.every((h) => h.passage.source !== 'blog')).toBe(true);
  });

  it('no longer answers from the article once it is removed', async () => {
    blog.replace(blog.posts.filter((post) => !article.endsWith(post.slug)));
    await harness.indexed();
    const reply = await harness.ask(question);
    expect(reply.links?.map((l) => l.href) ?? []).not.toContain(article);
    expect(
      harness.knowledge.kb.search(question, { limit: 20 }).map((h) => h.passage.href),
    ).not.toContain(article);
  });
});
