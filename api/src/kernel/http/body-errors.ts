/** body-parser's errors carry `type`, `status` and `limit`; each maps to a clear 4xx. */
interface BodyParserError {
  type?: unknown;
  status?: unknown;
  limit?: unknown;
  message?: unknown;
}

export interface ClientError {
  status: number;
  message: string;
}

/** Describes a request-body problem as a 4xx, or returns undefined for anything else. */
export function describeBodyError(error: unknown): ClientError | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { type, status, limit, message } = error as BodyParserError;
  switch (type) {
    case 'entity.parse.failed':
      return { status: 400, message: 'The request body is not valid JSON.' };
    case 'entity.too.large':
      return { status: 413, message: `The request body is too large (limit ${limit} bytes).` };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, message: 'Send the request body as UTF-8 JSON.' };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, message: typeof message === 'string' ? message : 'Bad request.' };
  }
  return undefined;
}

export const notJsonMessage = 'Send the request body as JSON (Content-Type: application/json).';
