import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  type ParseOptions,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { queryTooComplexCode } from './error-codes';
import { singleMutationFieldRule } from './single-mutation-field.rule';

/**
 * How big one GraphQL operation may be. The site's own operations use no aliases, a depth of 3
 * and a cost under 100 (see operation-limits.test.ts); these leave room for a person exploring
 * in the playground while one request can no longer fan out into thousands of resolver calls.
 */
export const operationLimits = {
  /** Lexer tokens in the document; the site's largest operation has about 40. */
  maxTokens: 1_000,
  maxAliases: 10,
  maxDepth: 8,
  /** graphql-armor's cost: 2 per object, 1 per scalar, multiplied by 1.5 per level of depth. */
  maxCost: 1_000,
  maxDirectives: 10,
} as const;

/** graphql-js's own token limit, applied while parsing, before any validation runs. */
export const limitedParseOptions: ParseOptions = { maxTokens: operationLimits.maxTokens };

/**
 * The limits as validation rules, for Apollo's `validationRules` and the WebSocket path's
 * `validate`. graphql-armor would throw out of `validate()`; reporting instead lets every
 * transport answer with an ordinary validation error carrying `queryTooComplexCode`.
 */
export function operationLimitRules(): ValidationRule[] {
  const report = {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(
          new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
            extensions: { code: queryTooComplexCode },
          }),
        ),
    ],
  };
  return [
    maxAliasesRule({ n: operationLimits.maxAliases, ...report }),
    maxDepthRule({ n: operationLimits.maxDepth, ...report }),
    costLimitRule({ maxCost: operationLimits.maxCost, ...report }),
    maxDirectivesRule({ n: operationLimits.maxDirectives, ...report }),
    singleMutationFieldRule,
  ];
}
