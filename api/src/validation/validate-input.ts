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
 * A field's one message is its most basic problem (missing, then not text, then too long, then
 * the format), whatever order the decorators run in.
 */
const constraintPriority = ['isNotEmpty', 'isString', 'maxLength', 'isEmail', 'matches', 'isIn'];

/**
 * One message per field. A field of a nested list (the availability's hours) is named by its
 * path, `weeklyHours.0.hours.1.start`, so a form can show the message at that field; without
 * walking into children, a nested rule that failed would pass unnoticed.
 */
function fieldErrors(errors: readonly ValidationError[], prefix = ''): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const name = `${prefix}${error.property}`;
    const constraints = error.constraints ?? {};
    const first =
      constraintPriority.find((rule) => constraints[rule]) ?? Object.keys(constraints)[0];
    if (first) fields[name] = constraints[first] as string;
    if (error.children?.length) Object.assign(fields, fieldErrors(error.children, `${name}.`));
  }
  return fields;
}
