import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { type Logger } from '../logger';
import { queryTooComplexCode } from './error-codes';
import { type SchemaExposure } from './validation-rules';
import { describeServiceError } from '../kernel/http/service-errors';

/**
 * Shapes every GraphQL error the server sends, over HTTP and WebSocket: input errors keep their
 * code and per-field messages but never echo the submitted values; unexpected errors are logged
 * and masked; with suggestions off, "Did you mean ...?" hints (schema details) are cut.
 */
export function createFormatError(logger: Logger, exposure: Pick<SchemaExposure, 'suggestions'>) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const service = describeServiceError(unwrapResolverError(error));
    if (service) {
      const { code, message, retryAfterSeconds, details } = service;
      return {
        message,
        extensions: { ...details, code, retryAfterSeconds },
        ...location(formatted),
      };
    }
    const code = formatted.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR') {
      logger.error('GraphQL: unexpected error', unwrapResolverError(error));
      return { message: 'Internal server error', extensions: { code }, ...location(formatted) };
    }
    const extensions = { ...formatted.extensions };
    delete extensions.stacktrace;
    delete extensions.validationErrors;
    // graphql-js's own token limit (see operation-limits.ts) fails as a syntax error.
    if (tokenLimitMessage.test(formatted.message)) extensions.code = queryTooComplexCode;
    // Apollo labels every validation error GRAPHQL_VALIDATION_FAILED; keep a rule's own code.
    const ruleCode = validationRuleCode(error);
    if (code === 'GRAPHQL_VALIDATION_FAILED' && ruleCode) extensions.code = ruleCode;
    let message = withoutEchoedValue(formatted.message);
    if (!exposure.suggestions) message = withoutSuggestions(message);
    return { ...formatted, message, extensions };
  };
}

const tokenLimitMessage = /^Syntax Error: Document contains more th(?:an|at) \d+ tokens/;

/**
 * graphql-js reports a bad variable as `Variable "$input" got invalid value {...}; <reason>`:
 * keep the reason, drop the copy of what the client sent.
 */
function withoutEchoedValue(message: string): string {
  const match = /^(Variable "\$[^"]+") got invalid value [\s\S]*?; ([\s\S]*)$/.exec(message);
  if (match) return `${match[1]} is invalid: ${match[2]}`;
  return message.replace(
    /^(Variable "\$[^"]+") got invalid value [\s\S]*$/,
    '$1 got an invalid value.',
  );
}

/** graphql-js appends one hint sentence at the end: ` Did you mean "x" or "y"?`. */
function withoutSuggestions(message: string): string {
  const at = message.lastIndexOf(' Did you mean ');
  return at === -1 ? message : message.slice(0, at);
}

function validationRuleCode(error: unknown): string | undefined {
  const original = error instanceof GraphQLError ? error.originalError : undefined;
  const code = original instanceof GraphQLError ? original.extensions.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

function location(formatted: GraphQLFormattedError) {
  return formatted.path ? { path: formatted.path } : {};
}
