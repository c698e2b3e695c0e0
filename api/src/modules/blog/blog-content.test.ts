import fs from 'node:fs';
import path from 'node:path';
import { parseArticle } from './blog-file';

/** The articles the server seeds from (BLOG_CONTENT_DIR's default). */
const blogDir = path.resolve(__dirname, '../../../content/blog');
const files = fs
  .readdirSync(blogDir)
  .filter((name) => name.endsWith('.md'))
  .sort();

describe('the blog articles in api/content/blog', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s has valid front matter and a body', (file) => {
    expect(() => parseArticle(fs.readFileSync(path.join(blogDir, file), 'utf8'))).not.toThrow();
  });

  it('use each slug once (the sync would skip the second file with a slug)', () => {
    const filesBySlug = new Map<string, string[]>();
    for (const file of files) {
      const { slug } = parseArticle(fs.readFileSync(path.join(blogDir, file), 'utf8'));
      filesBySlug.set(slug, [...(filesBySlug.get(slug) ?? []), file]);
    }
    const shared = [...filesBySlug].filter(([, sharing]) => sharing.length > 1);
    expect(shared).toEqual([]);
  });
});
