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

describe('statements the articles must get right', () => {
  const article = (slug: string) => fs.readFileSync(path.join(blogDir, `${slug}.md`), 'utf8');

  it('the Delaware Basin article dates the 16 2/3 % federal minimum and the return to 12.5 %', () => {
    const text = article('delaware-basin-federal-state-leases-lea-county');
    expect(text).toMatch(
      /16 2\/3 percent for federal onshore leases issued from August 2022 to July 3, 2025/,
    );
    expect(text).toMatch(
      /New federal leases issued from July 4, 2025 are back at the 12 1\/2 percent/,
    );
    // Never the undated claim that the federal minimum is (now) 16 2/3 % for new leases.
    expect(text).not.toMatch(/minimum royalty rate on new federal onshore leases to 16 2\/3/);
  });

  // Standard usage: vertical = acreage outside the unit, horizontal = depths. No article reverses it.
  it.each(files)('%s never reverses vertical and horizontal Pugh clauses', (file) => {
    const text = fs.readFileSync(path.join(blogDir, file), 'utf8').replace(/\*\*/g, '');
    expect(text).not.toMatch(
      /horizontal[^.\n]{0,30}Pugh clauses?\)? releases?[^.\n]{0,20}acreage/i,
    );
    expect(text).not.toMatch(
      /vertical[^.\n]{0,30}Pugh clauses?\)? releases?[^.\n]{0,40}(depth|formation)/i,
    );
  });

  it('the Haynesville article gives vertical = acreage and horizontal = depths', () => {
    const text = article('haynesville-lease-renewals-pugh-clauses');
    expect(text).toMatch(/Vertical \(acreage\) Pugh clauses\*\* release acreage outside the unit/);
    expect(text).toMatch(/Horizontal \(depth\) Pugh clauses\*\* release depths below/);
  });
});
