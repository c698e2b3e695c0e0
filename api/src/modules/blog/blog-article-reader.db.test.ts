import fs from 'node:fs';
import path from 'node:path';
import { type DataSource } from 'typeorm';
import { SiteKnowledge } from '../assistant/knowledge/site-knowledge';
import { createMemoryLogger } from '../../logger';
import { tempDir } from '../../testing/test-config';
import { useEmptyTestDatabase } from '../../testing/test-data-source';
import { BlogArticleReader } from './blog-article-reader';
import { BlogService } from './blog.service';

const article = (slug: string, body: string) =>
  [
    '---',
    `title: "About ${slug.replace(/-/g, ' ')}"`,
    `slug: ${slug}`,
    'excerpt: "A short excerpt."',
    'category: Due Diligence',
    'publishedAt: 2024-04-01T12:00:00Z',
    '---',
    body,
    '',
  ].join('\n');

describe("the assistant's index on the stored blog", () => {
  let dataSource: DataSource;
  let blogDir: ReturnType<typeof tempDir>;
  let blog: BlogService;
  let reader: BlogArticleReader;
  const write = (slug: string, body: string) =>
    fs.writeFileSync(path.join(blogDir.dir, `${slug}.md`), article(slug, body));
  const hrefs = (knowledge: SiteKnowledge, query: string) => [
    ...new Set(knowledge.kb.search(query, { sources: ['blog'] }).map((hit) => hit.passage.href)),
  ];
  const settled = async (knowledge: SiteKnowledge) => {
    for (let turn = 0; turn < 1000 && knowledge.updating; turn++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await knowledge.ensureFresh();
  };

  useEmptyTestDatabase((opened) => (dataSource = opened));
  beforeEach(async () => {
    blogDir = tempDir('blog-reader');
    blog = new BlogService(dataSource, createMemoryLogger());
    reader = new BlogArticleReader(dataSource, blog);
  });
  afterEach(() => blogDir.remove());

  it('gives each post a version that moves only when its file changes', async () => {
    write('caliche-roads', 'Caliche road restoration after the rig leaves the pasture behind.');
    write('saltwater-wells', 'Saltwater disposal wells and the injection permits they need.');
    await blog.syncFromDirectory(blogDir.dir);
    const before = await reader.versions();
    expect([...before.keys()].sort()).toEqual(['caliche-roads', 'saltwater-wells']);

    write('caliche-roads', 'Lease road drainage culverts, and who maintains them.');
    await blog.syncFromDirectory(blogDir.dir);
    const after = await reader.versions();
    expect(after.get('caliche-roads')).not.toBe(before.get('caliche-roads'));
    expect(after.get('saltwater-wells')).toBe(before.get('saltwater-wells'));
    const [post] = await reader.read(['caliche-roads', 'no-such-post']);
    expect(post).toMatchObject({ slug: 'caliche-roads', category: 'Due Diligence' });
    expect(post!.content).toContain('drainage culverts');
  });

  it('follows a sync: the changed post is re-indexed, the others stay as they were', async () => {
    write('caliche-roads', 'Caliche road restoration after the rig leaves the pasture behind.');
    write('saltwater-wells', 'Saltwater disposal wells and the injection permits they need.');
    await blog.syncFromDirectory(blogDir.dir);
    const knowledge = new SiteKnowledge(reader);
    await knowledge.ensureFresh();
    const untouched = knowledge.kb.get('blog:saltwater-wells:summary');
    expect(hrefs(knowledge, 'restoration pasture')).toEqual(['/blog/caliche-roads']);

    write('caliche-roads', 'Lease road drainage culverts, and who maintains them over the years.');
    write('pipeline-widths', 'Pipeline easement widths for the permanent and temporary areas.');
    await blog.syncFromDirectory(blogDir.dir); // BlogService.onChange starts the update
    expect(knowledge.updating).toBe(true);
    await settled(knowledge);

    expect(hrefs(knowledge, 'restoration pasture')).toEqual([]);
    expect(hrefs(knowledge, 'drainage culverts')).toEqual(['/blog/caliche-roads']);
    expect(hrefs(knowledge, 'pipeline easement widths')).toEqual(['/blog/pipeline-widths']);
    expect(knowledge.kb.get('blog:saltwater-wells:summary')).toBe(untouched);
  });
});
