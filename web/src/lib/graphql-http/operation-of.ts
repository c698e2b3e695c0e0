import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/**
 * A typed GraphQL document as text: what codegen emits with `documentMode: string` (the
 * chat's documents, which need neither a parser nor a printer in the browser).
 */
export type DocumentString<TData, TVariables> = DocumentTypeDecoration<TData, TVariables> & {
  toString(): string;
};

export interface PrintedOperation {
  query: string;
  operationName?: string;
}

/** The name of the document's operation: codegen puts it first, its fragments after it. */
const operationNamePattern = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** A document's text and operation name, to send over HTTP or the socket. */
export function operationOf(document: DocumentString<unknown, never>): PrintedOperation {
  const query = document.toString();
  return { query, operationName: operationNamePattern.exec(query)?.[1] };
}
