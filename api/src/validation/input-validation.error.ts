/** One message per invalid field, keyed by field name; never contains the submitted values. */
export type FieldErrors = Record<string, string>;

export class InputValidationError extends Error {
  constructor(readonly fields: FieldErrors) {
    super(describeFieldErrors(fields));
    this.name = 'InputValidationError';
  }
}

function describeFieldErrors(fields: FieldErrors): string {
  // Many hours with one mistake each read as one sentence, not the same sentence many times.
  const messages = [...new Set(Object.values(fields))];
  if (messages.length === 0) return 'The request is not valid.';
  return `Please check your input. ${messages.join(' ')}`;
}
