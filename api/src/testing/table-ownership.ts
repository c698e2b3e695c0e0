import fs from 'node:fs';
import path from 'node:path';

/**
 * Table ownership (DESIGN: one owner per table): every table belongs to the one module whose
 * folder holds its entity (or, for a table without an entity, to the module `extraOwners` names),
 * and only that module's code names the table in SQL or reads and writes it through its entity
 * class. Other modules go through a method of the owner's service or store. This file finds the
 * breaches; api/src/db/table-ownership.test.ts fails on them.
 */

/** A place where code of one module touches a table another module owns. */
export interface OwnershipBreach {
  /** Path relative to api/src. */
  file: string;
  table: string;
  owner: string;
  /** The module the file belongs to. */
  module: string;
  /** What touches it: the SQL clause or the entity's use. */
  how: string;
}

export interface SourceFile {
  /** Path relative to api/src, with forward slashes. */
  file: string;
  text: string;
}

/** The module a file belongs to: its folder under modules/, else its top folder under api/src. */
export function moduleOf(file: string): string {
  const parts = file.split('/');
  const [top = '.', feature = ''] = parts;
  return top === 'modules' ? `modules/${feature}` : parts.length > 1 ? top : '.';
}

/** Entity classes and their tables, from `@Entity({ name: '...' })` and the class after it. */
export function entitiesIn(files: readonly SourceFile[]): EntityTable[] {
  const found: EntityTable[] = [];
  for (const { file, text } of files) {
    const pattern = /@Entity\(\s*\{\s*name:\s*'([a-z_0-9]+)'[\s\S]*?export\s+class\s+(\w+)/g;
    for (const [, table = '', entity = ''] of text.matchAll(pattern)) {
      found.push({ table, entity, file, owner: moduleOf(file) });
    }
  }
  return found;
}

export interface EntityTable {
  table: string;
  entity: string;
  file: string;
  owner: string;
}

/** Every table the migrations create. */
export function tablesCreatedIn(migrations: readonly SourceFile[]): Set<string> {
  const tables = new Set<string>();
  for (const { text } of migrations) {
    for (const [, table = ''] of text.matchAll(
      /CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_0-9]+)/gi,
    )) {
      tables.add(table.toLowerCase());
    }
  }
  return tables;
}

/** Comments removed (they may name tables in prose), strings and code kept. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');
}

const sqlClause = String.raw`\b(FROM|JOIN|INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+"?`;

/** Entity methods and query-builder calls that read or write the entity's table. */
const dataAccess = String.raw`(?:getRepository|find\w*|count\w*|exists\w*|update|delete|insert|save|upsert|remove|softDelete|increment|decrement|createQueryBuilder|from|\w*[jJ]oin\w*|preload|sum|average|minimum|maximum)`;

/**
 * The breaches in `files`: SQL naming a table another module owns, and another module's entity
 * class imported as a value and used to read or write its table (a type-only import, or an
 * entity used as a GraphQL type, only describes data the owner handed over).
 */
export function findBreaches(
  files: readonly SourceFile[],
  owners: ReadonlyMap<string, string>,
  entities: readonly EntityTable[],
): OwnershipBreach[] {
  const breaches: OwnershipBreach[] = [];
  const tables = [...owners.keys()].sort((a, b) => b.length - a.length);
  const sql = new RegExp(`${sqlClause}(${tables.join('|')})\\b`, 'gi');
  for (const { file, text } of files) {
    const module = moduleOf(file);
    const code = withoutComments(text);
    for (const [, clause = '', name = ''] of code.matchAll(sql)) {
      const table = name.toLowerCase();
      const owner = owners.get(table) as string;
      if (owner === module) continue;
      const how = `${clause.toUpperCase().replace(/\s+/g, ' ')} ${table}`;
      breaches.push({ file, table, owner, module, how });
    }
    for (const entity of entities) {
      if (entity.owner === module) continue;
      if (!importsValue(code, entity)) continue;
      const use = new RegExp(
        String.raw`\.${dataAccess}\(\s*${entity.entity}\b|Repository<\s*${entity.entity}\s*>`,
      ).exec(code);
      if (!use) continue;
      const how = use[0].replace(/\s+/g, ' ');
      breaches.push({ file, table: entity.table, owner: entity.owner, module, how });
    }
  }
  return breaches;
}

/** Whether `code` imports the entity class as a value (not `import type`, not `{ type X }`). */
function importsValue(code: string, entity: EntityTable): boolean {
  const base = path.posix.basename(entity.file, '.ts');
  const imports = code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g);
  for (const [, typeOnly, names = '', from = ''] of imports) {
    if (typeOnly || path.posix.basename(from) !== base) continue;
    const named = names.split(',').map((name) => name.trim());
    if (named.includes(entity.entity)) return true;
  }
  return false;
}

/** Every .ts file under `root` (relative paths), skipping what `skip` rejects. */
export function readSources(root: string, skip: (file: string) => boolean): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      const file = path.relative(root, full).split(path.sep).join('/');
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !skip(file)) {
        files.push({ file, text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  walk(root);
  return files;
}
