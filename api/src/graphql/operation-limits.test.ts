import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  type DocumentNode,
  getIntrospectionQuery,
  Kind,
  parse,
  type SelectionSetNode,
  specifiedRules,
  validate,
  visit,
} from 'graphql';
import { createSchema } from './create-schema';
import { limitedParseOptions, operationLimitRules, operationLimits } from './operation-limits';

/** Every GraphQL document the web client sends: `graphql(`...`)` calls beside its components. */
function webDocuments(): { file: string; source: string }[] {
  const webSrc = path.resolve(__dirname, '..', '..', '..', 'web', 'src');
  const found: { file: string; source: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'gql') walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        const text = fs.readFileSync(full, 'utf8');
        for (const match of text.matchAll(/\bgraphql\(`([^`]*)`\)/g)) {
          found.push({ file: path.relative(webSrc, full), source: match[1] ?? '' });
        }
      }
    }
  };
  walk(webSrc);
  return found;
}

/** Each fragment's definition by name, from the documents that define one. */
function fragmentSources(sources: string[]): Map<string, string> {
  const byName = new Map<string, string>();
  for (const source of sources) {
    for (const match of source.matchAll(/\bfragment\s+(\w+)\s+on\b/g)) {
      if (match[1]) byName.set(match[1], source);
    }
  }
  return byName;
}

/** The operation with the fragments it spreads, directly or through others, as codegen sends it. */
function withFragments(source: string, fragments: Map<string, string>): string {
  const included = new Set<string>();
  let text = source;
  for (;;) {
    const missing = [...text.matchAll(/\.\.\.\s*(\w+)/g)]
      .map((match) => match[1] ?? '')
      .filter((name) => fragments.has(name) && !new RegExp(`fragment\\s+${name}\\b`).test(text));
    if (missing.length === 0) return text;
    for (const name of missing) {
      const definition = fragments.get(name)!;
      if (!included.has(definition)) text += `\n${definition}`;
      included.add(definition);
    }
  }
}

/** What Apollo Client sends: __typename added to every selection set below the root. */
function asApolloSends(source: string): DocumentNode {
  return visit(parse(source, limitedParseOptions), {
    SelectionSet: (node: SelectionSetNode, _key, parent) =>
      parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION
        ? node
        : {
            ...node,
            selections: [
              ...node.selections,
              { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
            ],
          },
  });
}

const check = (schema: Parameters<typeof validate>[0], source: string, sent = false) =>
  validate(schema, sent ? asApolloSends(source) : parse(source, limitedParseOptions), [
    ...specifiedRules,
    ...operationLimitRules(),
  ]).map((error) => ({ message: error.message, code: error.extensions.code }));

describe('operation limits', () => {
  it('pass every operation the web client sends, with room to spare', async () => {
    const schema = await createSchema();
    const documents = webDocuments();
    expect(documents.length).toBeGreaterThanOrEqual(5);
    const fragments = fragmentSources(documents.map((document) => document.source));
    for (const { file, source } of documents) {
      // A fragment on its own is checked inside each operation that spreads it.
      const kinds = parse(source, limitedParseOptions).definitions.map((node) => node.kind);
      if (!kinds.includes(Kind.OPERATION_DEFINITION)) continue;
      const sent = withFragments(source, fragments);
      expect({ file, errors: check(schema, sent, true) }).toEqual({ file, errors: [] });
    }
  });

  it("pass the playground's full introspection query", async () => {
    const schema = await createSchema();
    const introspection = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    expect(check(schema, introspection)).toEqual([]);
  });

  // A schema deep and wide enough to reach every limit (the API's own is shallow).
  const deep = buildSchema(`
    type Node { id: ID! name: String child: Node children: [Node!]! }
    type Query { node: Node nodes: [Node!]! }
    type Mutation { a: Boolean b: Boolean }
  `);

  it('refuses more aliases than the limit', () => {
    const aliases = Array.from(
      { length: operationLimits.maxAliases + 1 },
      (_, i) => `n${i}: node { id }`,
    );
    expect(check(deep, `{ ${aliases.join(' ')} }`)).toEqual([
      {
        message: expect.stringMatching(/^Aliases limit of 10 exceeded/),
        code: 'QUERY_TOO_COMPLEX',
      },
    ]);
    expect(check(deep, `{ ${aliases.slice(1).join(' ')} }`)).toEqual([]);
  });

  it('refuses a query nested deeper than the limit', () => {
    const nest = (depth: number): string => (depth === 0 ? 'id' : `child { ${nest(depth - 1)} }`);
    expect(check(deep, `{ node { ${nest(operationLimits.maxDepth)} } }`)).toEqual([
      {
        message: expect.stringMatching(/^Query depth limit of 8 exceeded/),
        code: 'QUERY_TOO_COMPLEX',
      },
    ]);
    expect(check(deep, `{ node { ${nest(operationLimits.maxDepth - 2)} } }`)).toEqual([]);
  });

  it('refuses a query costing more than the limit', () => {
    // About 41 each in graphql-armor's cost: 30 cost about 1,220, 20 about 810.
    const wide = 'node { id name children { id name children { id name children { id name } } } }';
    // Repeating a field without an alias merges it for execution, but the text still costs.
    expect(check(deep, `{ ${Array(30).fill(wide).join(' ')} }`)).toEqual([
      {
        message: expect.stringMatching(/^Query Cost limit of 1000 exceeded/),
        code: 'QUERY_TOO_COMPLEX',
      },
    ]);
    expect(check(deep, `{ ${Array(20).fill(wide).join(' ')} }`)).toEqual([]);
  });

  it('refuses more directives than the limit', () => {
    const skips = Array(operationLimits.maxDirectives + 1).fill('id @skip(if: false)');
    expect(check(deep, `{ node { ${skips.join(' ')} } }`)).toEqual([
      {
        message: expect.stringMatching(/^Directives limit of 10 exceeded/),
        code: 'QUERY_TOO_COMPLEX',
      },
    ]);
  });

  it('refuses a mutation that selects two fields, with or without aliases or fragments', () => {
    const refused = [
      'mutation { a b }',
      'mutation { one: a two: a }',
      'mutation { a ...More } fragment More on Mutation { b }',
      'mutation { ... on Mutation { x: a } a }',
    ];
    for (const source of refused) {
      expect(check(deep, source)).toEqual([
        {
          message: 'A mutation may select only one field; send one request per change.',
          code: 'QUERY_TOO_COMPLEX',
        },
      ]);
    }
    expect(check(deep, 'mutation { a __typename }')).toEqual([]);
  });

  it('stops parsing a document longer than the token limit', () => {
    const source = `{ node { ${Array(operationLimits.maxTokens).fill('id').join(' ')} } }`;
    expect(() => parse(source, limitedParseOptions)).toThrow(/more th(?:an|at) 1000 tokens/);
  });
});
