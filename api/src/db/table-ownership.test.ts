import path from 'node:path';
import {
  entitiesIn,
  findBreaches,
  moduleOf,
  type OwnershipBreach,
  readSources,
  tablesCreatedIn,
} from '../testing/table-ownership';

/**
 * One owner per table: only the module that owns a table names it in SQL or reads and writes it
 * through its entity; the others call a method of the owner's service or store. A table's owner
 * is the module folder of its entity; tables without an entity are named here.
 */
const tablesWithoutEntity: Record<string, string> = {
  blog_slug_redirects: 'modules/blog',
  blog_removed_slugs: 'modules/blog',
  document_previews: 'modules/documents',
  assistant_sessions: 'modules/assistant',
  insights_page_views: 'modules/insights',
  insights_visit_links: 'modules/insights',
  insights_daily_counts: 'modules/insights',
  insights_visit_actions: 'modules/insights',
  insights_visit_reads: 'modules/insights',
  privacy_audit_log: 'modules/privacy',
  question_dismissals: 'modules/teaching',
  taught_answers: 'modules/teaching',
};

/** Tables an early migration creates and a later one drops: they have no owner any more. */
const droppedTables: Record<string, string> = {
  mail_jobs: 'e-mails are mail.send jobs (jobs/mail) since 1734290000000-mail-into-jobs',
};

/**
 * Breaches known and not yet fixed, each with its reason. Keep it short: an entry that no longer
 * matches fails the test, so the list only shrinks.
 */
const allowed: { file: string; table: string; reason: string }[] = [];

const root = path.resolve(__dirname, '..');
const skipped = (file: string) =>
  /\.test\.ts$/.test(file) || file.includes('/migrations/') || /(^|\/)testing\//.test(file);
const sources = readSources(root, skipped);
const migrations = readSources(path.join(root, 'db', 'migrations'), (file) =>
  /\.test\.ts$/.test(file),
);
const entities = entitiesIn(sources);

function owners(): Map<string, string> {
  const map = new Map(Object.entries(tablesWithoutEntity));
  for (const entity of entities) map.set(entity.table, entity.owner);
  return map;
}

const describeBreach = (breach: OwnershipBreach) =>
  `${breach.file} (${breach.module}) touches ${breach.table}, owned by ${breach.owner}: ${breach.how}`;

describe('table ownership', () => {
  it('gives every table the migrations create exactly one owning module', () => {
    const created = tablesCreatedIn(migrations);
    expect(created.size).toBeGreaterThan(10);
    const withoutOwner = [...created].filter(
      (table) => !owners().has(table) && !(table in droppedTables),
    );
    expect(withoutOwner).toEqual([]);
    // A dropped table is one a migration did create.
    expect(Object.keys(droppedTables).filter((table) => !created.has(table))).toEqual([]);
    const twice = entities.filter((entity) => entity.table in tablesWithoutEntity);
    expect(twice.map((entity) => entity.table)).toEqual([]);
  });

  it('lets no module touch, in SQL or through an entity, a table another module owns', () => {
    const breaches = findBreaches(sources, owners(), entities);
    const isAllowed = (breach: OwnershipBreach) =>
      allowed.some((entry) => entry.file === breach.file && entry.table === breach.table);
    expect(breaches.filter((breach) => !isAllowed(breach)).map(describeBreach)).toEqual([]);
    const stale = allowed.filter(
      (entry) => !breaches.some((b) => b.file === entry.file && b.table === entry.table),
    );
    expect(stale).toEqual([]);
  });
});

/** The scanner itself, on small made-up files: it must see what the rule forbids. */
describe('table ownership scanner', () => {
  const entity = {
    table: 'contacts',
    entity: 'Contact',
    file: 'modules/contact/contact.entity.ts',
    owner: 'modules/contact',
  };
  const tableOwners = new Map([
    ['contacts', 'modules/contact'],
    ['blog_posts', 'modules/blog'],
    ['blog_post_revisions', 'modules/blog'],
  ]);
  const breachesIn = (file: string, text: string) =>
    findBreaches([{ file, text }], tableOwners, [entity]).map((breach) => breach.how);

  it('finds the module of a file', () => {
    expect(moduleOf('modules/desk/leads.service.ts')).toBe('modules/desk');
    expect(moduleOf('jobs/job-queue.ts')).toBe('jobs');
  });

  it('sees SQL naming another module table, whatever the clause', () => {
    const sql = [
      '`SELECT id FROM contacts WHERE a = 1`',
      '`UPDATE blog_posts SET x = 1`',
      "'DELETE FROM contacts'",
      '`INSERT INTO blog_post_revisions (a) VALUES (1)`',
      '`SELECT 1 FROM x JOIN contacts c ON true`',
      "'TRUNCATE blog_posts'",
    ].map((query) => `await db.query(${query});`);
    expect(breachesIn('modules/desk/a.ts', sql.join('\n'))).toEqual([
      'FROM contacts',
      'UPDATE blog_posts',
      'DELETE FROM contacts',
      'INTO blog_post_revisions',
      'JOIN contacts',
      'TRUNCATE blog_posts',
    ]);
  });

  it('lets the owner name its own table, and ignores comments', () => {
    expect(breachesIn('modules/contact/a.ts', '`SELECT id FROM contacts`')).toEqual([]);
    expect(
      breachesIn('modules/desk/a.ts', '// the desk reads from contacts\n/* from contacts */'),
    ).toEqual([]);
  });

  it("sees another module's entity used to read or write its table, not a type import", () => {
    const valueImport = "import { Contact } from '../contact/contact.entity';\n";
    expect(
      breachesIn('modules/desk/a.ts', `${valueImport}db.getRepository(Contact).find();`),
    ).toEqual(['.getRepository(Contact']);
    expect(breachesIn('modules/desk/a.ts', `${valueImport}let r: Repository<Contact>;`)).toEqual([
      'Repository<Contact>',
    ]);
    expect(
      breachesIn('modules/desk/a.ts', `${valueImport}manager.update(Contact, {}, {});`),
    ).toEqual(['.update(Contact']);
    const typeImport = "import { type Contact } from '../contact/contact.entity';\n";
    expect(breachesIn('modules/desk/a.ts', `${typeImport}const c: Contact = x;`)).toEqual([]);
    expect(breachesIn('modules/desk/a.ts', `${valueImport}@Field(() => [Contact])`)).toEqual([]);
  });
});
