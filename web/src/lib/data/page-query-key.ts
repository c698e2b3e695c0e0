import type { DocumentNode } from 'graphql';

/** Names a query and its variables alike on server and browser: `BlogPosts:{"category":"x"}`. */
export function pageQueryKey(document: DocumentNode, variables: Record<string, unknown>): string {
  const operation = document.definitions.find(
    (definition) => definition.kind === 'OperationDefinition',
  );
  const name = operation && 'name' in operation ? operation.name?.value : undefined;
  return `${name ?? 'anonymous'}:${JSON.stringify(variables, Object.keys(variables).sort())}`;
}
