import { controlCharacterMessage, hasControlCharacter } from './plain-fields';

/** The longest text an argument declared as a bare scalar may carry. */
export const scalarArgumentMaxLength = 2_000;

/**
 * What is wrong with an argument declared as a bare scalar (`@Arg('x', () => String)`, or a
 * list of them), if anything. Args and input classes carry their own rules (validate-input.ts);
 * a bare scalar has none, so it gets the rules every text field has: no control characters
 * (PostgreSQL refuses NUL outright), and a bounded length.
 */
export function scalarArgumentProblem(value: unknown): string | undefined {
  for (const item of Array.isArray(value) ? value : [value]) {
    if (typeof item !== 'string') continue;
    if (hasControlCharacter(item)) return controlCharacterMessage;
    if (item.length > scalarArgumentMaxLength) {
      return `An argument is at most ${scalarArgumentMaxLength.toLocaleString('en-US')} characters.`;
    }
  }
  return undefined;
}
