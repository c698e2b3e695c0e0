import fs from 'node:fs';
import path from 'node:path';

/**
 * The floors of api/src, top first (README, "Architecture"). A folder or top-level file may import
 * one on a lower floor, never one on its own floor or above: the arrows of the house run down.
 * The feature modules share one floor: among them any module may import another (through its
 * entry points, eslint's module-boundaries rule), as long as no two import each other, however
 * far round (no circle of modules). Test files are not part of the house; the `testing/` helpers
 * that start the server are its top floor.
 */
const floors = [
  ['main.ts', 'testing'], // the process's entry; the tests' harness (real servers, clients)
  ['server.ts'], // the HTTP server: builds the services, mounts every way in
  ['rest', 'site'], // ways in: the REST paths; the site's pages and files
  ['http'], // the HTTP stack: headers, CORS, logging, GraphQL over HTTP and WebSocket
  ['graphql'], // the schema and Apollo
  ['app'], // the composition root: every service built and wired
  ['modules'], // the features
  ['jobs'], // the one jobs engine and the mail it sends
  ['kernel'], // what every feature uses: request context, refusals, HTML, page shell
  ['db', 'events'], // the database; the event bus
  ['logger.ts'],
  ['config.ts', 'csv', 'rate-limit', 'validation'], // leaves
] as const;

/**
 * Module arrows that close a circle of modules, each with what is still owed. Keep it short: a new
 * circle fails the test; a fixed one must leave this list (the test fails while it is named here).
 */
const knownCircleArrows: Record<string, string> = {};

const root = __dirname;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'fixtures') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mts|mjs)$/.test(entry.name) && !/\.test\.ts$|\.d\.ts$/.test(entry.name)
      ? [full]
      : [];
  });
}

/** The room of a file: a top-level file, a top-level folder, or one module's folder. */
function roomOf(file: string): string {
  const [top, second] = path.relative(root, file).split(path.sep);
  return top === 'modules' ? `modules/${second}` : top!;
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.mts`, path.join(base, 'index.ts')];
  return candidates.find((c) => c.startsWith(root) && fs.existsSync(c) && fs.statSync(c).isFile());
}

/** Every import from one room to another: "from -> to" with the files that make it. */
function roomArrows(): Map<string, string[]> {
  const arrows = new Map<string, string[]>();
  const pattern = /(?:\bfrom |\bimport |\bimport\(|\brequire\()'(\.\.?\/[^']+)'/g;
  for (const file of sourceFiles(root)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
      const target = resolveImport(file, match[1]!);
      if (!target || roomOf(target) === roomOf(file)) continue;
      const key = `${roomOf(file)} -> ${roomOf(target)}`;
      const line = `${path.relative(root, file)} imports ${path.relative(root, target)}`;
      arrows.set(key, [...(arrows.get(key) ?? []), line]);
    }
  }
  return arrows;
}

function floorOf(room: string): number {
  const name = room.startsWith('modules/') ? 'modules' : room;
  return floors.findIndex((floor) => (floor as readonly string[]).includes(name));
}

/** The module arrows that lie on a circle of modules (Tarjan's strongly connected components). */
function circleArrows(arrows: readonly [string, string][]): string[] {
  const next = new Map<string, string[]>();
  for (const [from, to] of arrows) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const component = new Map<string, number>();
  const stack: string[] = [];
  let counter = 0;
  const visit = (room: string) => {
    index.set(room, counter);
    low.set(room, counter++);
    stack.push(room);
    for (const to of next.get(room) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(room, Math.min(low.get(room)!, low.get(to)!));
      } else if (!component.has(to)) low.set(room, Math.min(low.get(room)!, index.get(to)!));
    }
    if (low.get(room) === index.get(room)) {
      for (let member = stack.pop(); ; member = stack.pop()) {
        component.set(member!, index.get(room)!);
        if (member === room) break;
      }
    }
  };
  for (const [from] of arrows) if (!index.has(from)) visit(from);
  return arrows
    .filter(([from, to]) => component.get(from) === component.get(to))
    .map(([from, to]) => `${from} -> ${to}`);
}

describe('the floors of api/src', () => {
  const arrows = roomArrows();

  it('place every folder and top-level file (a new one must be given its floor)', () => {
    const rooms = new Set([...arrows.keys()].flatMap((key) => key.split(' -> ')));
    for (const file of sourceFiles(root)) rooms.add(roomOf(file));
    expect([...rooms].filter((room) => floorOf(room) < 0)).toEqual([]);
  });

  it('import only downward: no folder imports its own floor or one above it', () => {
    const upward = [...arrows]
      .filter(([key]) => {
        const [from, to] = key.split(' -> ') as [string, string];
        const bothModules = from.startsWith('modules/') && to.startsWith('modules/');
        return !bothModules && floorOf(from) >= floorOf(to);
      })
      .flatMap(([, lines]) => lines);
    expect(upward).toEqual([]);
  });

  it('hold no circle of modules but the known ones, and name none that is gone', () => {
    const moduleArrows = [...arrows.keys()]
      .map((key) => key.split(' -> ') as [string, string])
      .filter(([from, to]) => from.startsWith('modules/') && to.startsWith('modules/'));
    const onCircles = circleArrows(
      moduleArrows.filter(([f, t]) => !knownCircleArrows[`${f} -> ${t}`]),
    );
    expect(onCircles.flatMap((key) => arrows.get(key)!)).toEqual([]);
    // A known arrow that no longer exists, or no longer closes a circle, leaves the list.
    expect(
      circleArrows(moduleArrows)
        .filter((key) => knownCircleArrows[key])
        .sort(),
    ).toEqual(Object.keys(knownCircleArrows).sort());
  });
});
