import { type ClassConstructor, plainToInstance } from 'class-transformer';
import { type ValidationError, validate } from 'class-validator';
import { type FieldErrors, InputValidationError } from './input-validation.error';

/**
 * The one validation path for GraphQL arguments and REST bodies: apply the input class's
 * transforms (trimming), drop properties the class does not declare (a client-sent `isUser`,
 * for instance), then check the class-validator rules. Throws InputValidationError.
 */
export async function validateInput<T extends object>(
  inputClass: ClassConstructor<T>,
  plain: unknown,
): Promise<T> {
  if (plain === null || typeof plain !== 'object' || Array.isArray(plain)) {
    throw new InputValidationError({ body: 'Send a JSON object.' });
  }
  const instance = plainToInstance(inputClass, { ...plain });
  const errors = await validate(instance, {
    whitelist: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  });
  if (errors.length > 0) throw new InputValidationError(fieldErrors(errors));
  return instance;
}

/**
 * One message per field: the most basic problem first (missing, then not text, then too long,
 * then the format), whatever order the decorators run in.
 */
const constraintPriority = ['isNotEmpty', 'isString', 'maxLength', 'isEmail', 'matches', 'isIn'];

function fieldErrors(errors: readonly ValidationError[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const constraints = error.constraints ?? {};
    const first =
      constraintPriority.find((name) => constraints[name]) ?? Object.keys(constraints)[0];
    if (first) fields[error.property] = constraints[first] as string;
  }
  return fields;
}
