import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The assistant's folders should import each other in one direction. Each folder is one node
 * (each file at the assistant's root is a node of its own: the port, the factory, the built-in
 * assistant); type imports count, since they are part of a folder's dependencies too. Test files
 * and testing/ helpers are left out.
 */
const assistantRoot = __dirname;

/**
 * The imports that close a cycle today (issue 21): answers, entities, evaluation, flows,
 * guardrails, intents, knowledge and text import each other in circles, through these pairs at
 * the heart of it: entities/message.analyzer -> intents/intent.vocabulary against intents ->
 * entities/message.analyzer; guardrails/reply.finisher -> answers/suggestions against answers ->
 * guardrails; answers/answer.router -> flows/session-state against flows/request.flow ->
 * answers; text/proper-words -> knowledge/content-corpus against knowledge/index-terms -> text;
 * intents/understanding -> evaluation/training.corpus against evaluation -> intents. The
 * assistant's rewrite takes them apart: remove each entry once its import no longer closes a
 * cycle (this test fails until you do), and never add one.
 */
const knownCyclicImports: readonly string[] = [
  'answers -> entities',
  'answers -> flows',
  'answers -> guardrails',
  'answers -> intents',
  'answers -> knowledge',
  'answers -> text',
  'entities -> intents',
  'entities -> knowledge',
  'entities -> text',
  'evaluation -> intents',
  'flows -> answers',
  'flows -> entities',
  'flows -> intents',
  'flows -> knowledge',
  'flows -> text',
  'guardrails -> answers',
  'guardrails -> entities',
  'guardrails -> text',
  'intents -> entities',
  'intents -> evaluation',
  'intents -> guardrails',
  'intents -> text',
  'knowledge -> guardrails',
  'knowledge -> text',
  'text -> knowledge',
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    const isSource = entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts');
    return isSource && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The node a file belongs to: its top folder under the assistant, or the root file itself. */
function nodeOf(file: string): string | undefined {
  const relative = path.relative(assistantRoot, file);
  if (relative.startsWith('..')) return undefined;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : first?.replace(/\.ts$/, '');
}

function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(assistantRoot)) {
    const from = nodeOf(file)!;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, false);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = nodeOf(path.resolve(path.dirname(file), fileName));
      if (to && to !== from) targets.add(to);
    }
  }
  return graph;
}

/** Whether `to` is reachable from `from`. */
function reaches(graph: Map<string, Set<string>>, from: string, to: string): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === to) return true;
    if (seen.has(node)) continue;
    seen.add(node);
    stack.push(...(graph.get(node) ?? []));
  }
  return false;
}

/** Every import of one folder by another that closes a cycle ("a -> b" where b leads back to a). */
function cyclicImports(graph: Map<string, Set<string>>): string[] {
  const cyclic: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) if (reaches(graph, to, from)) cyclic.push(`${from} -> ${to}`);
  }
  return cyclic.sort();
}

describe("the assistant's folders", () => {
  it('form no import cycle beyond the known ones being taken apart', () => {
    expect(cyclicImports(folderGraph())).toEqual([...knownCyclicImports].sort());
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclicImports(graph)).toEqual(['a -> b', 'b -> c', 'c -> a']);
  });
});
