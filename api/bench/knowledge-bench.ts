/**
 * `npm run bench:knowledge`: the assistant's knowledge base with the real blog and with 5,000
 * generated posts, before (main's single passage index, bench/baseline-knowledge-base.ts) and
 * after (article preselection), in one run: build time, heap held, and the time of one search
 * (p50/p99/max over the test split's visitor questions), plus how many questions get the same
 * passages from both. `--posts 17,5000` picks the sizes. Run with --expose-gc (the script does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArticle } from '../src/modules/blog/blog-file';
import type { BlogDoc } from '../src/modules/assistant/knowledge/blog.passages';
import { contentPassages } from '../src/modules/assistant/knowledge/content.passages';
import { KnowledgeBase } from '../src/modules/assistant/knowledge/knowledge.base';
import type { Passage } from '../src/modules/assistant/knowledge/passage';
import { testCorpus } from '../src/modules/assistant/evaluation/test.corpus';
import { BaselineKnowledgeBase } from './baseline-knowledge-base';
import { generatedPost, probeArticle, realBlogDir } from './blog-generator';
import { printTable } from './print-table';

interface SearchableBase {
  addPost(post: BlogDoc): void;
  search(query: string, options?: { limit?: number }): { passage: Passage; score: number }[];
}

const implementations: { name: string; create: (fixed: readonly Passage[]) => SearchableBase }[] = [
  { name: 'before', create: (fixed) => new BaselineKnowledgeBase(fixed) },
  { name: 'after', create: (fixed) => new KnowledgeBase(fixed) },
];

const rounds = 3;
const questions = [...new Set(testCorpus.map((c) => c.ask)), probeArticle.question];

function realPosts(): BlogDoc[] {
  return fs
    .readdirSync(realBlogDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => parseArticle(fs.readFileSync(path.join(realBlogDir, name), 'utf8')));
}

/** The probe article and generated posts, as bench:blog serves them. */
function generatedPosts(count: number): BlogDoc[] {
  const probe = parseArticle(fs.readFileSync(path.join(realBlogDir, probeArticle.file), 'utf8'));
  const posts = [probe];
  for (let n = 0; n < count - 1; n++) posts.push(parseArticle(generatedPost(n)));
  return posts;
}

function heapUsed(): number {
  global.gc?.();
  global.gc?.();
  return process.memoryUsage().heapUsed;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Measured {
  row: string[];
  /** Per question, the top five passages with their scores. */
  answers: string[];
}

function measure(
  name: string,
  create: (fixed: readonly Passage[]) => SearchableBase,
  posts: readonly BlogDoc[],
): Measured {
  const fixed = contentPassages();
  const heapBefore = heapUsed();
  const startedAt = performance.now();
  const kb = create(fixed);
  for (const post of posts) kb.addPost(post);
  const buildMs = performance.now() - startedAt;
  const heapMb = (heapUsed() - heapBefore) / 2 ** 20;
  const answers = questions.map((q) =>
    kb
      .search(q, { limit: 5 })
      .map((h) => `${h.passage.id}@${h.score.toFixed(6)}`)
      .join(' '),
  );
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const q of questions) {
      const at = performance.now();
      kb.search(q, { limit: 5 });
      times.push(performance.now() - at);
    }
  }
  times.sort((a, b) => a - b);
  const row = [
    String(posts.length),
    name,
    ms(buildMs),
    `${heapMb.toFixed(0)} MB`,
    ms(percentile(times, 50)),
    ms(percentile(times, 99)),
    ms(times[times.length - 1]!),
  ];
  return { row, answers };
}

function sizes(): number[] {
  const at = process.argv.indexOf('--posts');
  const list = at > 0 ? process.argv[at + 1] : '17,5000';
  const parsed = (list ?? '').split(',').map(Number);
  if (parsed.some((n) => !Number.isInteger(n) || n < 1 || n > 20_000)) {
    throw new Error('--posts takes sizes from 1 to 20000, for example --posts 17,5000');
  }
  return parsed;
}

function main(): void {
  if (!global.gc) console.log('(run with node --expose-gc for heap figures)');
  const rows: string[][] = [];
  for (const size of sizes()) {
    const posts = size === 17 ? realPosts() : generatedPosts(size);
    const results = implementations.map(({ name, create }) => measure(name, create, posts));
    const [before, after] = results;
    const same = before!.answers.filter((a, n) => a === after!.answers[n]).length;
    const sameTop = before!.answers.filter(
      (a, n) => a.split(' ')[0] === after!.answers[n]!.split(' ')[0],
    ).length;
    for (const { row } of results) {
      rows.push([...row, `${same}/${questions.length}`, `${sameTop}/${questions.length}`]);
    }
  }
  console.log(
    `\nKnowledge base: ${questions.length} test-split questions x ${rounds} rounds, search(question, { limit: 5 })\n`,
  );
  printTable(
    [
      'posts',
      'index',
      'build',
      'heap',
      'search p50',
      'p99',
      'max',
      'same top 5 (scores)',
      'same best',
    ],
    rows,
  );
}

main();
