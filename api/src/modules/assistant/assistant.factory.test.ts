import { createMemoryLogger } from '../../logger';
import type { LeadSink } from './flows/lead.sink';
import { createAssistant } from './assistant.factory';
import { MemorySessionStateStore } from './flows/session-state.store';
import type { BlogDoc } from './knowledge/blog.passages';
import type { BlogSource } from './knowledge/site-knowledge';
import { postsWith, realArticles, versionsOf } from './testing/assistant-harness';

/** A blog that counts its reads and can announce a change, like BlogService through the bus. */
function countingBlog(posts: BlogDoc[]) {
  const reads: string[] = [];
  let announce: () => void = () => undefined;
  const blog: BlogSource = {
    contentVersion: 1,
    onChange: (listener) => {
      announce = listener;
      return () => undefined;
    },
    versions: async () => {
      reads.push('versions');
      return versionsOf(posts);
    },
    read: async (slugs) => {
      reads.push(`read ${slugs.length}`);
      return postsWith(posts, slugs);
    },
  };
  return { blog, reads, change: () => announce() };
}

const turns = async (count: number) => {
  for (let n = 0; n < count; n++) await new Promise((resolve) => setImmediate(resolve));
};

describe('createAssistant', () => {
  it('indexes the blog only once the server has started, even if the blog changes before', async () => {
    const posts = realArticles();
    const { blog, reads, change } = countingBlog(posts);
    const fullRead = `read ${posts.length}`;
    let started: () => void = () => undefined;
    createAssistant({
      sessions: new MemorySessionStateStore(),
      blog,
      leads: {} as LeadSink,
      llm: undefined,
      logger: createMemoryLogger(),
      started: new Promise<void>((resolve) => (started = resolve)),
    });
    // The start's own sync changes the blog: nothing is read yet.
    (blog as { contentVersion: number }).contentVersion = 2;
    change();
    await turns(20);
    expect(reads).toEqual([]);

    started();
    for (let n = 0; n < 200 && !reads.includes(fullRead); n++) await turns(5);
    expect(reads[0]).toBe('versions');
    expect(reads).toContain(fullRead);
  });
});
