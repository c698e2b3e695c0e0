import { textOf, type ToolErrors, type ToolValues } from './tool-outcome';

/**
 * The most characters a tool reads from any one field. The longest figure an owner types is a
 * division order decimal such as 0.0029296875, a ratio such as 123.4567/1280.5 or acreage such
 * as 1,234,567.89: under 25 characters. Exact arithmetic grows with the digits it is given (a
 * 2,000-digit figure took seconds of CPU on the server), so every tool refuses more than this
 * before it parses anything. Dates, months and choices are far shorter still.
 */
export const maxToolFieldLength = 30;

/** What the page and the calendar route say about a field over the limit. */
export const tooLongMessage = (label: string, length: number): string =>
  `${label} is too long: enter at most ${maxToolFieldLength} characters (${length.toLocaleString('en-US')} were entered).`;

/** Whether any field holds more than a tool reads: such a request is refused (HTTP 400). */
export const anyFieldTooLong = (values: ToolValues): boolean =>
  Object.keys(values).some((name) => textOf(values, name).length > maxToolFieldLength);

/**
 * The trimmed text of a field, or undefined when it is over the limit (the field's error is
 * then recorded). Every tool reads its fields through this or readNumber.
 */
export function readBoundedText(
  values: ToolValues,
  errors: ToolErrors,
  name: string,
  label: string,
): string | undefined {
  const text = textOf(values, name);
  if (text.length <= maxToolFieldLength) return text;
  errors.field(name, tooLongMessage(label, text.length));
  return undefined;
}
