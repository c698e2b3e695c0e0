/** `extensions.code` of an operation refused for its size (aliases, depth, cost, tokens...). */
export const queryTooComplexCode = 'QUERY_TOO_COMPLEX';
