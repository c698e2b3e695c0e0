import {
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { queryTooComplexCode } from './error-codes';

/**
 * A mutation may change one thing per request. Without this, one request with aliases (or
 * fragments) could store hundreds of contacts or chat messages, past every per-request check.
 */
export const singleMutationFieldRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (operation.operation !== 'mutation') return;
    const keys = rootResponseKeys(context, operation.selectionSet, new Set());
    keys.delete('__typename');
    if (keys.size > 1) {
      context.reportError(
        new GraphQLError('A mutation may select only one field; send one request per change.', {
          nodes: operation,
          extensions: { code: queryTooComplexCode },
        }),
      );
    }
  },
});

/** The response keys (alias or name) a selection set yields, through fragments. */
function rootResponseKeys(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  seenFragments: Set<string>,
  keys = new Set<string>(),
): Set<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      keys.add(selection.alias?.value ?? selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      rootResponseKeys(context, selection.selectionSet, seenFragments, keys);
    } else if (!seenFragments.has(selection.name.value)) {
      seenFragments.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) rootResponseKeys(context, fragment.selectionSet, seenFragments, keys);
    }
  }
  return keys;
}
