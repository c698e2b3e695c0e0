import { site } from '@landman/content';
import type { AssistantReply } from '../assistant.port';
import type { Alternatives, TestCase } from './test.corpus';

export interface CaseResult {
  testCase: TestCase;
  reply: AssistantReply;
  problems: string[];
}

export interface EvaluationReport {
  results: CaseResult[];
  passed: number;
  total: number;
  byCategory: Map<string, { passed: number; total: number }>;
}

const options = (alt: Alternatives): readonly string[] => (typeof alt === 'string' ? [alt] : alt);
const describe = (alt: Alternatives): string => options(alt).join(' | ');

/**
 * Rules every reply keeps, whatever was asked: no stock "Yes."/"No." lifted with an excerpt,
 * and a reply that admits it has no answer offers a way to a person.
 */
function generalProblems(message: string): string[] {
  const problems: string[] = [];
  if (/(^|: )(Yes|No)\.\s/.test(message)) problems.push('stock Yes./No. opener');
  const deadEnd = /couldn't find|can't help|outside what I can help/i.test(message);
  if (deadEnd && !message.includes(site.phone) && !message.includes(site.email)) {
    problems.push('dead end without the phone or e-mail');
  }
  return problems;
}

/** What is wrong with one reply (empty: it passes). */
export function judge(testCase: TestCase, reply: AssistantReply): string[] {
  const text = reply.message.toLowerCase();
  const hrefs = (reply.links ?? []).map((l) => l.href.split('#')[0]!);
  const problems = generalProblems(reply.message);
  for (const alt of testCase.says ?? []) {
    if (!options(alt).some((o) => text.includes(o.toLowerCase()))) {
      problems.push(`missing "${describe(alt)}"`);
    }
  }
  for (const alt of testCase.links ?? []) {
    if (!options(alt).some((o) => hrefs.includes(o))) problems.push(`no link to ${describe(alt)}`);
  }
  for (const banned of testCase.never ?? []) {
    if (text.includes(banned.toLowerCase())) problems.push(`says "${banned}"`);
  }
  return problems;
}

/** Asks every case in a fresh session and tallies the results overall and per category. */
export async function evaluate(
  cases: readonly TestCase[],
  ask: (message: string) => Promise<AssistantReply>,
): Promise<EvaluationReport> {
  const results: CaseResult[] = [];
  const byCategory = new Map<string, { passed: number; total: number }>();
  for (const testCase of cases) {
    const reply = await ask(testCase.ask);
    const problems = judge(testCase, reply);
    results.push({ testCase, reply, problems });
    const tally = byCategory.get(testCase.category) ?? { passed: 0, total: 0 };
    tally.total += 1;
    if (problems.length === 0) tally.passed += 1;
    byCategory.set(testCase.category, tally);
  }
  const passed = results.filter((r) => r.problems.length === 0).length;
  return { results, passed, total: results.length, byCategory };
}

const percent = (passed: number, total: number) =>
  `${((100 * passed) / Math.max(total, 1)).toFixed(1)}% (${passed}/${total})`;

/** The printed report: overall, per category, then every failure with the reply it got. */
export function formatReport(report: EvaluationReport, label = 'Test split'): string {
  const lines = [
    `${label} pass rate: ${percent(report.passed, report.total)}`,
    '',
    'Per category:',
  ];
  for (const [category, t] of [...report.byCategory].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${category.padEnd(16)} ${percent(t.passed, t.total)}`);
  }
  lines.push('', ...formatFailures(report, label));
  return lines.join('\n');
}

/** The holdout beside the test split: overall and per category, then the holdout's failures. */
export function formatComparison(test: EvaluationReport, holdout: EvaluationReport): string {
  const lines = [
    `Holdout pass rate: ${percent(holdout.passed, holdout.total)} (test split: ${percent(test.passed, test.total)})`,
    '',
    `  ${'category'.padEnd(16)} ${'test split'.padEnd(18)} holdout`,
  ];
  const categories = [...new Set([...test.byCategory.keys(), ...holdout.byCategory.keys()])].sort();
  for (const category of categories) {
    const t = test.byCategory.get(category);
    const h = holdout.byCategory.get(category);
    lines.push(
      `  ${category.padEnd(16)} ${(t ? percent(t.passed, t.total) : '-').padEnd(18)} ${h ? percent(h.passed, h.total) : '-'}`,
    );
  }
  lines.push('', ...formatFailures(holdout, 'Holdout'));
  return lines.join('\n');
}

function formatFailures(report: EvaluationReport, label: string): string[] {
  const failures = report.results.filter((r) => r.problems.length > 0);
  const lines = [`${label} failures (${failures.length}):`];
  for (const f of failures) {
    lines.push(
      `- [${f.testCase.category}] ${f.testCase.ask}`,
      `    problems: ${f.problems.join('; ')}`,
      `    reply: ${f.reply.message.slice(0, 300)}`,
      `    links: ${(f.reply.links ?? []).map((l) => l.href).join(', ') || '(none)'}`,
    );
  }
  return lines;
}
