import { parseQuantity, type Exact } from './exact-number';
import { readBoundedText } from './tool-limits';
import { textOf, type ToolErrors, type ToolValues } from './tool-outcome';

interface ReadOptions {
  /** Zero allowed (deductions, a tax rate); otherwise the figure must be above zero. */
  allowZero?: boolean;
  /** A share of something: at most 1 (100%). */
  atMostOne?: boolean;
  /** Empty is an error; otherwise empty gives `undefined`. */
  required?: boolean;
}

/**
 * Reads one numeric field and checks it, recording a plain message against the field when it
 * cannot be used. Returns undefined for an empty optional field or a rejected value.
 */
export function readNumber(
  values: ToolValues,
  errors: ToolErrors,
  name: string,
  label: string,
  options: ReadOptions = {},
): Exact | undefined {
  const text = readBoundedText(values, errors, name, label);
  if (text === undefined) return undefined;
  if (text === '') {
    if (options.required) errors.field(name, `Enter ${label.toLowerCase()}.`, true);
    return undefined;
  }
  if (/^-\s*[\d.]/.test(text)) {
    errors.field(name, `${label} can't be negative.`);
    return undefined;
  }
  const parsed = parseQuantity(text, label);
  if (!parsed.ok) {
    errors.field(name, parsed.message);
    return undefined;
  }
  const value = parsed.value;
  if (value.equals(0) && !options.allowZero) {
    errors.field(name, `${label} must be more than zero.`);
    return undefined;
  }
  if (options.atMostOne && value.compare(1) > 0) {
    errors.field(
      name,
      `${label} can't be more than the whole (1, or 100%): ${text} is above 1. Check whether it was typed upside down.`,
    );
    return undefined;
  }
  return value;
}

/** True when any of the named fields has text in it (an optional row in use). */
export const anyFilled = (values: ToolValues, names: readonly string[]): boolean =>
  names.some((name) => textOf(values, name) !== '');
