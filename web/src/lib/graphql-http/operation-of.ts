import { print, type DocumentNode } from 'graphql';

export interface PrintedOperation {
  query: string;
  operationName?: string;
}

const printed = new WeakMap<DocumentNode, PrintedOperation>();

/** A parsed document's text and operation name, worked out once per document. */
export function operationOf(document: DocumentNode): PrintedOperation {
  let operation = printed.get(document);
  if (!operation) {
    const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
    operation = { query: print(document), operationName: definition?.name?.value };
    printed.set(document, operation);
  }
  return operation;
}
