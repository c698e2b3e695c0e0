import fs from 'node:fs';
import path from 'node:path';
import type { AssistantReply } from '../assistant.port';

/**
 * The EXTERNAL split: visitor questions written outside the team (`../shared/assistant-dev-set/`
 * beside the repository), judged by that set's own patterns. It is read where it lies, never
 * copied into the repository: nothing here may train on it or be tuned to one of its questions.
 */
export interface ExternalCase {
  id: number;
  q: string;
  cat: string;
  all: readonly string[];
  any: readonly string[];
  none: readonly string[];
  link: string | null;
  note: string;
  /** questions-2.json only: what makes a reply wrong, in words. */
  fail_if?: string;
}

export interface ExternalResult {
  testCase: ExternalCase;
  reply: AssistantReply;
  problems: string[];
}

/** Where the set lies by default: `../shared/assistant-dev-set/questions.json` from the repository root. */
export const externalSetDir = path.resolve(__dirname, '../../../../../../shared/assistant-dev-set');
export const defaultExternalPath = path.join(externalSetDir, 'questions.json');

/**
 * The team's fresh set, in the external files' format: 80 visitor questions written on
 * 2026-11-29 by a helper who had never read the assistant's code or the external questions (only
 * the site's content and the format), run once before any change (46 of 80). Not external: its
 * odd ids are tuned on like the others', its even ids kept apart as a second unseen estimate.
 */
export const freshVisitorsPath = path.join(__dirname, 'fresh-visitors.json');

/** Every file of the external format, each its own split. */
export const defaultExternalPaths = [
  defaultExternalPath,
  path.join(externalSetDir, 'questions-2.json'),
  freshVisitorsPath,
];

/** The set, or undefined when the file is not there (a clone without the shared folder). */
export function loadExternalCases(file = defaultExternalPath): ExternalCase[] | undefined {
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ExternalCase[];
}

const pattern = (source: string) => new RegExp(source, 'i');

/**
 * The set's README: the reply (its text) must match every `all`, at least one `any` (none listed:
 * no condition), no `none`, and `link` against the text plus every link's href.
 */
export function judgeExternal(testCase: ExternalCase, reply: AssistantReply): string[] {
  const text = reply.message;
  const withLinks = [text, ...(reply.links ?? []).map((l) => l.href)].join('\n');
  const problems: string[] = [];
  for (const source of testCase.all) {
    if (!pattern(source).test(text)) problems.push(`missing /${source}/`);
  }
  if (testCase.any.length > 0 && !testCase.any.some((s) => pattern(s).test(text))) {
    problems.push(`none of /${testCase.any.join('/ | /')}/`);
  }
  for (const source of testCase.none) {
    const found = pattern(source).exec(text);
    if (found) problems.push(`says "${found[0]}" (/${source.slice(0, 60)}/)`);
  }
  if (testCase.link && !pattern(testCase.link).test(withLinks)) {
    problems.push(`no link matching /${testCase.link}/`);
  }
  return problems;
}

/** Asks every question in a fresh session. */
export async function evaluateExternal(
  cases: readonly ExternalCase[],
  ask: (message: string) => Promise<AssistantReply>,
): Promise<ExternalResult[]> {
  const results: ExternalResult[] = [];
  for (const testCase of cases) {
    const reply = await ask(testCase.q);
    results.push({ testCase, reply, problems: judgeExternal(testCase, reply) });
  }
  return results;
}

const rate = (results: readonly ExternalResult[]) => {
  const passed = results.filter((r) => r.problems.length === 0).length;
  return `${((100 * passed) / Math.max(results.length, 1)).toFixed(1)}% (${passed}/${results.length})`;
};

/**
 * Odd ids are the tuning half (their failures may be read to find causes); even ids are the
 * unseen estimate, reported apart.
 */
export const isTuning = (testCase: ExternalCase) => testCase.id % 2 === 1;

/**
 * The rate, each half's rate, then every failure with the reply it got in full (odd half first).
 * `tuningOnly` leaves out the even half's failures (their count stays): whoever tunes the
 * assistant never reads them, so the even rate stays an estimate for unseen questions.
 */
export function formatExternal(
  results: readonly ExternalResult[],
  name = 'External',
  options: { tuningOnly?: boolean } = {},
): string {
  const odd = results.filter((r) => isTuning(r.testCase));
  const even = results.filter((r) => !isTuning(r.testCase));
  const lines = [
    `${name} split pass rate: ${rate(results)}`,
    `  odd ids (tuning): ${rate(odd)} | even ids (unseen estimate): ${rate(even)}`,
  ];
  for (const [half, members] of [
    ['odd ids', odd],
    ['even ids', even],
  ] as const) {
    const failures = members.filter((r) => r.problems.length > 0);
    lines.push('', `${name} failures, ${half} (${failures.length}):`);
    if (options.tuningOnly && half === 'even ids') {
      lines.push('  (not shown: --tuning-only)');
      continue;
    }
    for (const f of failures) {
      lines.push(
        `- #${f.testCase.id} [${f.testCase.cat}] ${f.testCase.q}`,
        `    problems: ${f.problems.join('; ')}`,
        `    reply: ${f.reply.message}`,
        `    links: ${(f.reply.links ?? []).map((l) => l.href).join(', ') || '(none)'}`,
      );
    }
  }
  return lines.join('\n');
}

/** "63.3% (19/30)": the rate of these results. */
export const externalRate = rate;
