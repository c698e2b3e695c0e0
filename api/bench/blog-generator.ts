import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a large blog for `npm run bench:blog`: Markdown files in the layout of api/content/blog,
 * whose headings, paragraphs, lists and tables are recombined from the real articles' own
 * sentences (so the words, lengths and markup an index or a page sees are realistic), with
 * titles, counties, dates and figures varied per post. Deterministic: the same count gives the
 * same files, so before/after runs compare like with like.
 */

export const realBlogDir = path.resolve(__dirname, '..', 'content', 'blog');

/**
 * Two real articles kept out of the generated text, so questions about them have exactly one
 * answer: the first is in every generated blog (the bench asks about it to see the index ready);
 * the second is the "blog change" the bench publishes while the server runs.
 */
export const probeArticle = {
  file: 'texas-rrc-p4-p5-operator-filings.md',
  slug: 'texas-rrc-p4-p5-operator-filings',
  question: 'What are P-4 and P-5 filings?',
};
export const changeArticle = {
  file: 'stepped-up-basis-depletion-inherited-minerals.md',
  slug: 'stepped-up-basis-depletion-inherited-minerals',
  question: 'What is stepped-up basis for inherited minerals?',
};
const heldOut = [probeArticle.file, changeArticle.file];
const heldOutWords = /P-4|P-5|stepped-up|step-up|basis/i;

interface Pools {
  headings: string[];
  sentences: string[];
  listItems: string[];
  categories: string[];
}

const counties = [
  'Reeves',
  'Loving',
  'Ward',
  'Midland',
  'Martin',
  'Howard',
  'Lea',
  'Eddy',
  'Caddo',
  'DeSoto',
  'Panola',
  'Harrison',
  'Rusk',
  'Grady',
  'Canadian',
  'Kingfisher',
  'Weld',
  'Williams',
  'McKenzie',
  'Karnes',
];
const subjects = [
  'Lease Renewals',
  'Division Orders',
  'Heirship Affidavits',
  'Pooling Elections',
  'Surface Use Agreements',
  'Pipeline Easements',
  'Royalty Audits',
  'Title Curative',
  'Unleased Minerals',
  'Depth Severances',
  'Top Leases',
  'Probate Gaps',
  'Suspense Funds',
  'Shut-In Clauses',
  'Wind Leases',
];
const angles = [
  'What Owners Miss',
  'A Field Guide',
  'Questions to Ask First',
  'Common Mistakes',
  'How the Records Read',
  'A Practical Checklist',
  'What Changed This Year',
  'Before You Sign',
];

/** A small seeded generator (mulberry32): varied but reproducible posts. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function readPools(): Pools {
  const pools: Pools = { headings: [], sentences: [], listItems: [], categories: [] };
  for (const file of fs.readdirSync(realBlogDir).filter((name) => name.endsWith('.md'))) {
    if (heldOut.includes(file)) continue;
    const [, frontMatter = '', body = ''] = fs
      .readFileSync(path.join(realBlogDir, file), 'utf8')
      .split(/^---$/m);
    const category = /^category:(.+)$/m.exec(frontMatter)?.[1]?.trim();
    if (category && !pools.categories.includes(category)) pools.categories.push(category);
    for (const line of body.split('\n')) {
      const text = line.trim();
      if (!text || heldOutWords.test(text)) continue;
      if (text.startsWith('## ')) pools.headings.push(text.slice(3));
      else if (/^[-*] /.test(text)) pools.listItems.push(text.slice(2));
      else if (!text.startsWith('|') && !text.startsWith('#')) {
        pools.sentences.push(...sentencesOf(text));
      }
    }
  }
  return pools;
}

/** Splits a paragraph after each '.', '!' or '?' followed by a space (a scan, no backtracking). */
function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if ('.!?'.includes(text[i]!) && (i + 1 === text.length || text[i + 1] === ' ')) {
      sentences.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

function paragraph(next: () => number, pools: Pools): string {
  const count = 2 + Math.floor(next() * 5);
  return Array.from({ length: count }, () => pick(next, pools.sentences).trim()).join(' ');
}

function table(next: () => number, county: string): string {
  const rows = Array.from({ length: 3 + Math.floor(next() * 4) }, (_, row) => {
    const acres = (40 + Math.floor(next() * 600)).toLocaleString('en-US');
    const decimal = (next() * 0.02).toFixed(8);
    return `| Tract ${row + 1}, ${county} County | ${acres} | ${decimal} |`;
  });
  return ['| Tract | Net acres | Decimal interest |', '| --- | ---: | ---: |', ...rows].join('\n');
}

function body(next: () => number, pools: Pools, county: string, subject: string): string {
  const parts = [
    `Owners in ${county} County ask about ${subject.toLowerCase()} more than almost anything else. ${paragraph(next, pools)}`,
    paragraph(next, pools),
  ];
  const sections = 3 + Math.floor(next() * 4);
  for (let s = 0; s < sections; s++) {
    parts.push(`## ${pick(next, pools.headings)}`, paragraph(next, pools));
    const extra = next();
    if (extra < 0.3) {
      const items = 3 + Math.floor(next() * 4);
      parts.push(
        Array.from({ length: items }, () => `- ${pick(next, pools.listItems)}`).join('\n'),
      );
    } else if (extra < 0.4) {
      parts.push(table(next, county));
    } else {
      parts.push(paragraph(next, pools));
    }
  }
  parts.push(
    `If you hold minerals in ${county} County and want a second pair of eyes on ${subject.toLowerCase()}, [get in touch](/contact).`,
  );
  return parts.join('\n\n');
}

/** The Markdown of generated post number `n` (0-based). */
export function generatedPost(n: number, pools: Pools = readPools()): string {
  const next = random(n + 1);
  const county = pick(next, counties);
  const subject = pick(next, subjects);
  const title = `${subject} in ${county} County: ${pick(next, angles)} (No. ${n + 1})`;
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  // Spread over ten years, newest first by number.
  const publishedAt = new Date(Date.UTC(2025, 11, 31) - n * 17.5 * 3_600_000);
  const excerpt = `${pick(next, pools.sentences).trim()} A note on ${subject.toLowerCase()} for ${county} County owners.`;
  return [
    '---',
    `title: ${JSON.stringify(title)}`,
    `slug: ${slug}`,
    `excerpt: ${JSON.stringify(excerpt)}`,
    `category: ${JSON.stringify(pick(next, pools.categories))}`,
    `publishedAt: ${publishedAt.toISOString()}`,
    '---',
    body(next, pools, county, subject),
    '',
  ].join('\n');
}

/**
 * Fills `directory` with `count` posts: the probe article, then generated ones (for a count of
 * the real blog's size or less, the real articles instead). The change article is left out.
 */
export function writeBlog(directory: string, count: number): void {
  fs.mkdirSync(directory, { recursive: true });
  const real = fs
    .readdirSync(realBlogDir)
    .filter((name) => name.endsWith('.md') && name !== changeArticle.file);
  if (count <= real.length + 1) {
    for (const name of real)
      fs.copyFileSync(path.join(realBlogDir, name), path.join(directory, name));
    return;
  }
  fs.copyFileSync(
    path.join(realBlogDir, probeArticle.file),
    path.join(directory, probeArticle.file),
  );
  const pools = readPools();
  for (let n = 0; n < count - 1; n++) {
    fs.writeFileSync(path.join(directory, `generated-${n + 1}.md`), generatedPost(n, pools));
  }
}

/** Publishes the change article into `directory` (what the bench syncs while the server runs). */
export function addChangeArticle(directory: string): void {
  fs.copyFileSync(
    path.join(realBlogDir, changeArticle.file),
    path.join(directory, changeArticle.file),
  );
}
