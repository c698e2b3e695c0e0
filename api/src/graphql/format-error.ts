import { type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { type Logger } from '../logger';
import { describeServiceError } from './service-errors';

/**
 * Shapes every GraphQL error the server sends: input errors keep their code and per-field
 * messages but never echo the submitted values; unexpected errors are logged and masked.
 */
export function createFormatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const service = describeServiceError(unwrapResolverError(error));
    if (service) {
      const { code, message, retryAfterSeconds } = service;
      return { message, extensions: { code, retryAfterSeconds }, ...location(formatted) };
    }
    const code = formatted.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR') {
      logger.error('GraphQL: unexpected error', unwrapResolverError(error));
      return { message: 'Internal server error', extensions: { code }, ...location(formatted) };
    }
    const extensions = { ...formatted.extensions };
    delete extensions.stacktrace;
    delete extensions.validationErrors;
    return { ...formatted, message: withoutEchoedValue(formatted.message), extensions };
  };
}

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

function location(formatted: GraphQLFormattedError) {
  return formatted.path ? { path: formatted.path } : {};
}
