import fs from 'node:fs';
import path from 'node:path';

/**
 * The assistant's folders import each other in one direction only, lowest first. A folder may
 * import any folder before it in this list, never one after it. The built-in assistant sits
 * between the flows and the LLM provider that wraps it; the factory and evaluation/ and testing/
 * sit above everything, and the ports (assistant.port.ts, and chat-booking.port.ts, what the
 * flows need from booking) are leaves every layer may name.
 */
const layers = [
  'text',
  'guardrails',
  'knowledge',
  'entities',
  'intents',
  'answers',
  'flows',
  'builtin.assistant',
  'llm',
] as const;
const ports = new Set(['assistant.port', 'chat-booking.port']);
const folders = layers.filter((l) => !l.includes('.'));

const root = __dirname;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** "answers/x.ts imports flows/y" for every import that points up (or sideways out of) the order. */
function upwardImports(): string[] {
  const found: string[] = [];
  for (const layer of folders) {
    const rank = layers.indexOf(layer);
    for (const file of sourceFiles(path.join(root, layer))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/from '(\.\.?\/[^']+)'/g)) {
        const target = path.relative(root, path.resolve(path.dirname(file), match[1]!));
        const top = target.split(path.sep)[0]!.replace(/\.ts$/, '');
        const targetRank = layers.indexOf(top as (typeof layers)[number]);
        const outside = !target.includes(path.sep) && !target.startsWith('..');
        // The ports are the module's contracts: leaves every layer may name.
        if (outside && ports.has(top)) continue;
        if (targetRank > rank || (targetRank < 0 && !target.startsWith('..'))) {
          found.push(`${path.relative(root, file)} imports ${target}`);
        }
      }
    }
  }
  return found;
}

describe("the assistant's folders", () => {
  it('import each other in one direction only', () => {
    expect(upwardImports()).toEqual([]);
  });

  it('are all in the layer order (a new folder must be placed in it)', () => {
    const found = fs
      .readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== 'evaluation' && e.name !== 'testing')
      .map((e) => e.name);
    expect(found.sort()).toEqual([...folders].sort());
  });
});
