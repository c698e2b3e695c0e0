import { getMetadataStorage } from 'class-validator';
import { type FieldErrors } from './input-validation.error';

/**
 * C0 control characters other than tab, line feed and carriage return, DEL, and the C1 block.
 * PostgreSQL refuses NUL in text outright; the others have no place in a form or a chat.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Whether `text` holds a control character no field, argument or path segment may carry. */
export const hasControlCharacter = (text: string): boolean => controlCharacter.test(text);

export const controlCharacterMessage =
  'Remove the control characters (such as NUL) from this field.';

/** Stands in for a nested value: no text rule accepts a number, and nothing walks into it. */
const notText = Number.NaN;

/**
 * Every input of this API is a flat record of scalar fields. Before class-transformer walks a
 * body, reduce it to the fields the class declares, each a scalar: a nested value (object or
 * array) is never read, only replaced by a value of the wrong type, so the field's own rules
 * refuse it ("Name must be text.") and a `constructor` key or JSON nested thousands deep never
 * reaches the transformer. Text with control characters is refused here, for every input class.
 */
export function plainFields(
  inputClass: abstract new () => object,
  plain: object,
): { fields: Record<string, unknown>; errors: FieldErrors } {
  const fields: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  const nested = nestedFields(inputClass);
  const textLists = textListFields(inputClass);
  for (const key of declaredFields(inputClass)) {
    if (!Object.hasOwn(plain, key)) continue;
    const value: unknown = (plain as Record<string, unknown>)[key];
    // A GraphQL DateTime argument arrives parsed; a field declared @ValidateNested is walked by
    // its own class's rules (booking's availability hours).
    if (value instanceof Date || (nested.has(key) && Array.isArray(value))) {
      fields[key] = value;
      continue;
    }
    // A list of texts (a taught answer's questions): kept when every item is text, each item
    // held to the same control-character rule as a text field.
    if (textLists.has(key) && Array.isArray(value) && value.every((v) => typeof v === 'string')) {
      if (value.some(hasControlCharacter)) errors[key] = controlCharacterMessage;
      fields[key] = value;
      continue;
    }
    if (value !== null && typeof value === 'object') {
      fields[key] = notText;
      continue;
    }
    if (typeof value === 'string' && hasControlCharacter(value)) {
      errors[key] = controlCharacterMessage;
    }
    fields[key] = value;
  }
  return { fields, errors };
}

const declared = new WeakMap<object, readonly string[]>();
const nestedDeclared = new WeakMap<object, ReadonlySet<string>>();

/** The properties declared @ValidateNested: lists of records with rules of their own. */
function nestedFields(inputClass: abstract new () => object): ReadonlySet<string> {
  let names = nestedDeclared.get(inputClass);
  if (!names) {
    const metadata = getMetadataStorage().getTargetValidationMetadatas(
      inputClass as new () => object,
      '',
      true,
      false,
    );
    names = new Set(
      metadata.filter((rule) => rule.type === 'nestedValidation').map((rule) => rule.propertyName),
    );
    nestedDeclared.set(inputClass, names);
  }
  return names;
}

const textListDeclared = new WeakMap<object, ReadonlySet<string>>();

/** The properties declared as lists of text (`@IsString({ each: true })`). */
function textListFields(inputClass: abstract new () => object): ReadonlySet<string> {
  let names = textListDeclared.get(inputClass);
  if (!names) {
    const metadata = getMetadataStorage().getTargetValidationMetadatas(
      inputClass as new () => object,
      '',
      true,
      false,
    );
    names = new Set(
      metadata.filter((rule) => rule.each && rule.name === 'isString').map((r) => r.propertyName),
    );
    textListDeclared.set(inputClass, names);
  }
  return names;
}

/** The properties carrying class-validator rules: the only ones an input keeps (whitelist). */
function declaredFields(inputClass: abstract new () => object): readonly string[] {
  let names = declared.get(inputClass);
  if (!names) {
    const metadata = getMetadataStorage().getTargetValidationMetadatas(
      inputClass as new () => object,
      '',
      true,
      false,
    );
    names = [...new Set(metadata.map((rule) => rule.propertyName))];
    declared.set(inputClass, names);
  }
  return names;
}
