import { BuiltinAssistant } from '../builtin.assistant';
import { MemorySessionStateStore } from '../flows/session-state.store';
import { postsWith, realArticles, versionsOf } from '../testing/assistant-harness';
import type { BlogDoc } from './blog.passages';
import { KnowledgeBase } from './knowledge.base';
import type { Passage } from './passage';
import { type BlogSource, SiteKnowledge } from './site-knowledge';

function article(slug: string, topic: string, figure: string): BlogDoc {
  return {
    slug,
    title: `Notes on ${topic}`,
    excerpt: `What an owner should know about ${topic}.`,
    category: 'Surface Rights',
    content: `<p>Our field notes on ${topic} cover the questions owners ask most, with one case of ${figure} acres described in full.</p>`,
  };
}

/** A blog whose reads a test can hold, to look at the assistant while an update is under way. */
class HeldBlog implements BlogSource {
  contentVersion = 1;
  private listeners: (() => void)[] = [];
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => undefined;
  reads = 0;
  /** How many posts each body read asked for. */
  bodyReads: number[] = [];

  constructor(public posts: BlogDoc[]) {}

  /** Every post's version: the read a test can hold. */
  async versions(): Promise<Map<string, string>> {
    this.reads += 1;
    const posts = this.posts;
    await this.gate;
    return versionsOf(posts);
  }

  async read(slugs: readonly string[]): Promise<BlogDoc[]> {
    this.bodyReads.push(slugs.length);
    return postsWith(this.posts, slugs);
  }

  onChange(listener: () => void): () => void {
    this.listeners.push(listener);
    return () => undefined;
  }

  /** Publishes new posts: the version moves and listeners hear of it, like BlogService. */
  publish(posts: BlogDoc[]): void {
    this.posts = posts;
    this.contentVersion += 1;
    for (const listener of this.listeners) listener();
  }

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.open();
  }
}

const hrefsFor = (knowledge: SiteKnowledge, query: string) =>
  knowledge.kb
    .search(query, { sources: ['blog'] })
    .map((hit) => hit.passage.href)
    .filter((href, i, all) => all.indexOf(href) === i);

const caliche = article('caliche-roads', 'caliche road restoration', '17');
const saltwater = article('saltwater-disposal', 'saltwater disposal wells', '23');
const pipelines = article('pipeline-easements', 'pipeline easement widths', '37');

/** Waits for the background update a change started. */
async function settled(knowledge: SiteKnowledge): Promise<void> {
  for (let turn = 0; turn < 1000 && knowledge.updating; turn++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  await knowledge.ensureFresh();
}

describe('SiteKnowledge follows the blog incrementally', () => {
  it('indexes an added, changed or removed article and leaves the others untouched', async () => {
    const blog = new HeldBlog([caliche, saltwater]);
    const knowledge = new SiteKnowledge(blog);
    await knowledge.ensureFresh();
    const kb = knowledge.kb;
    const untouched = kb.get('blog:saltwater-disposal:summary');
    expect(hrefsFor(knowledge, 'caliche road restoration')).toEqual(['/blog/caliche-roads']);
    expect(knowledge.figures.unknownFigures('A 37-acre pad.')).toEqual(['37']);
    blog.bodyReads = [];

    // Added.
    blog.publish([caliche, saltwater, pipelines]);
    await settled(knowledge);
    expect(hrefsFor(knowledge, 'pipeline easement widths')).toEqual(['/blog/pipeline-easements']);
    expect(knowledge.figures.unknownFigures('A 37-acre pad.')).toEqual([]);

    // Changed: the old words and figure go, the new ones come.
    const rewritten = article('caliche-roads', 'lease road drainage culverts', '19');
    blog.publish([rewritten, saltwater, pipelines]);
    await settled(knowledge);
    expect(hrefsFor(knowledge, 'caliche restoration')).toEqual([]);
    expect(hrefsFor(knowledge, 'drainage culverts')).toEqual(['/blog/caliche-roads']);
    expect(knowledge.figures.unknownFigures('About 17 acres.')).toEqual(['17']);
    expect(knowledge.figures.unknownFigures('About 19 acres.')).toEqual([]);

    // Removed.
    blog.publish([rewritten, saltwater]);
    await settled(knowledge);
    expect(hrefsFor(knowledge, 'pipeline easement widths')).toEqual([]);
    expect(knowledge.figures.unknownFigures('A 37-acre pad.')).toEqual(['37']);

    // Only the added and the changed article were read; a removal reads nothing.
    expect(blog.bodyReads).toEqual([1, 1]);
    // Small changes went into the same index; the untouched article was never re-indexed.
    expect(knowledge.kb).toBe(kb);
    expect(knowledge.kb.get('blog:saltwater-disposal:summary')).toBe(untouched);
    expect(hrefsFor(knowledge, 'saltwater disposal wells')).toEqual(['/blog/saltwater-disposal']);
  });

  it('builds a large change aside and swaps it in whole; searches meanwhile use the old index', async () => {
    const many = Array.from({ length: 40 }, (_, n) =>
      article(`well-file-${n}`, `well file number ${n} review`, String(100 + n)),
    );
    const blog = new HeldBlog([caliche]);
    // Every article in a slice of its own: the build yields between any two of them.
    const knowledge = new SiteKnowledge(blog, undefined, {
      inPlaceLimit: 5,
      sliceMs: 0,
      pageSize: 10,
    });
    await knowledge.ensureFresh();
    const before = knowledge.kb;

    blog.publish([caliche, ...many]);
    let turns = 0;
    while (knowledge.updating && turns < 100_000) {
      // Mid-build: the live index is the previous one, complete, with none of the new articles.
      expect(knowledge.kb).toBe(before);
      if (turns % 100 === 0) {
        expect(hrefsFor(knowledge, 'caliche road restoration')).toEqual(['/blog/caliche-roads']);
        expect(hrefsFor(knowledge, 'well file number review')).toEqual([]);
      }
      await new Promise((resolve) => setImmediate(resolve));
      turns += 1;
    }
    expect(turns).toBeGreaterThan(5);
    // Read a page at a time, never the whole blog in one query.
    expect(blog.bodyReads).toEqual([1, 10, 10, 10, 10, 1]);
    expect(knowledge.kb).not.toBe(before);
    expect(hrefsFor(knowledge, 'well file number review')).toHaveLength(5);
    expect(knowledge.figures.unknownFigures('File 139.')).toEqual([]);
  });
});

describe('SiteKnowledge builds an index only when one is needed', () => {
  /** The distinct indexes that passages were added to since the spy was set. */
  function watchIndexes() {
    const add = jest.spyOn(
      KnowledgeBase.prototype as unknown as { add(passages: readonly Passage[]): void },
      'add',
    );
    return {
      built: () => new Set(add.mock.contexts).size,
      stop: () => add.mockRestore(),
    };
  }

  it('builds nothing until asked, and only the new index when the first update is built aside', async () => {
    const indexes = watchIndexes();
    try {
      const many = Array.from({ length: 30 }, (_, n) =>
        article(`lease-file-${n}`, `lease file number ${n}`, String(200 + n)),
      );
      const knowledge = new SiteKnowledge(new HeldBlog(many));
      expect(indexes.built()).toBe(0);
      // Thirty new articles are more than an update applies in place: built aside, the pages
      // included, so a pages-only index would be thrown away unread.
      await knowledge.ensureFresh();
      expect(indexes.built()).toBe(1);
      expect(hrefsFor(knowledge, 'lease file number review')).toHaveLength(5);
      expect(knowledge.kb.search('pooling').length).toBeGreaterThan(0);
    } finally {
      indexes.stop();
    }
  });

  it("builds the pages' index on first use when a reply comes before any update", () => {
    const indexes = watchIndexes();
    try {
      const knowledge = new SiteKnowledge(new HeldBlog([caliche]));
      expect(knowledge.kb.search('pooling').length).toBeGreaterThan(0);
      // Built once, then kept: every later read gets the same index.
      expect(knowledge.kb).toBe(knowledge.kb);
      expect(indexes.built()).toBe(1);
    } finally {
      indexes.stop();
    }
  });
});

describe('the assistant never indexes on a reply', () => {
  const reply = (assistant: BuiltinAssistant, message: string) =>
    assistant.reply({
      sessionId: `session_${Math.random().toString(36).slice(2)}`,
      message,
      history: [],
      signal: new AbortController().signal,
    });

  it('answers from the previous index while the blog is being read, then from the new one', async () => {
    const blog = new HeldBlog([caliche]);
    const knowledge = new SiteKnowledge(blog);
    const assistant = new BuiltinAssistant({
      knowledge,
      store: new MemorySessionStateStore(),
      leads: { save: async () => undefined },
    });
    await assistant.warmUp();
    const stepUp = realArticles().find(
      (post) => post.slug === 'stepped-up-basis-depletion-inherited-minerals',
    )!;
    const question = 'What is stepped-up basis for inherited minerals?';
    expect(JSON.stringify(await reply(assistant, question))).not.toContain(
      '/blog/stepped-up-basis-depletion-inherited-minerals',
    );

    blog.hold();
    blog.publish([caliche, stepUp]);
    expect(knowledge.updating).toBe(true);
    // The read is held: the reply must not wait for it, and answers from what is indexed.
    const during = await reply(assistant, question);
    expect(knowledge.updating).toBe(true);
    expect(JSON.stringify(during)).not.toContain(
      '/blog/stepped-up-basis-depletion-inherited-minerals',
    );

    blog.release();
    await settled(knowledge);
    const after = await reply(assistant, question);
    expect(JSON.stringify(after)).toContain('/blog/stepped-up-basis-depletion-inherited-minerals');
  });

  it('starts a background update when a reply sees a moved version, without waiting for it', async () => {
    // A source without change notifications: the reply notices the version and starts the read.
    const blog = new HeldBlog([caliche]);
    const source: BlogSource = {
      versions: () => blog.versions(),
      read: (slugs) => blog.read(slugs),
      get contentVersion() {
        return blog.contentVersion;
      },
    };
    const knowledge = new SiteKnowledge(source);
    const assistant = new BuiltinAssistant({
      knowledge,
      store: new MemorySessionStateStore(),
      leads: { save: async () => undefined },
    });
    await assistant.warmUp();
    const readsBefore = blog.reads;
    blog.hold();
    blog.publish([caliche, pipelines]);
    expect(knowledge.updating).toBe(false);

    await reply(assistant, 'Hello');
    expect(blog.reads).toBe(readsBefore + 1);
    expect(knowledge.updating).toBe(true);
    blog.release();
    await settled(knowledge);
    expect(hrefsFor(knowledge, 'pipeline easement widths')).toEqual(['/blog/pipeline-easements']);
  });
});
