import { type ClassConstructor, plainToInstance } from 'class-transformer';
import { type ValidationError, validate } from 'class-validator';
import { type FieldErrors, InputValidationError } from './input-validation.error';
import { plainFields } from './plain-fields';

/**
 * The one validation path for GraphQL arguments and REST bodies: keep only the fields the input
 * class declares, as scalars (plain-fields.ts: nested values and control characters never go
 * further), apply the class's transforms (trimming), then check the class-validator rules.
 * Patterns run only on text within its length limit (MatchesWithin). Throws InputValidationError.
 */
export async function validateInput<T extends object>(
  inputClass: ClassConstructor<T>,
  plain: unknown,
): Promise<T> {
  if (plain === null || typeof plain !== 'object' || Array.isArray(plain)) {
    throw new InputValidationError({ body: 'Send a JSON object.' });
  }
  const { fields, errors: refused } = plainFields(inputClass, plain);
  const instance = plainToInstance(inputClass, fields);
  const errors = await validate(instance, {
    whitelist: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  });
  const problems = { ...fieldErrors(errors), ...refused };
  if (Object.keys(problems).length > 0) throw new InputValidationError(problems);
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
