import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { createSchema } from './create-schema';

/**
 * Writes schema/schema.graphql from the code (`npm run schema:emit`), or with --check fails when
 * the committed file differs (`npm run schema:check`, part of `npm test`).
 */
const schemaFile = path.resolve(__dirname, '..', '..', '..', 'schema', 'schema.graphql');
const header =
  '# Emitted from the API code by `npm run schema:emit` (api/src/graphql/emit-schema.ts).\n' +
  '# Do not edit: change the resolvers and types, then emit again.\n\n';

export async function printAppSchema(): Promise<string> {
  const schema = await createSchema();
  return `${header}${printSchema(lexicographicSortSchema(schema))}\n`;
}

async function main(): Promise<void> {
  const sdl = await printAppSchema();
  const relative = path.relative(process.cwd(), schemaFile);
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(schemaFile) ? fs.readFileSync(schemaFile, 'utf8') : '';
    if (committed !== sdl) {
      console.error(`${relative} is stale: it differs from the schema the API code builds.`);
      console.error('Run `npm run schema:emit` and commit the result.');
      process.exit(1);
    }
    console.log(`${relative} is up to date.`);
    return;
  }
  fs.writeFileSync(schemaFile, sdl);
  console.log(`Wrote ${relative}.`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
