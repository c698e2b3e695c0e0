import { type ValidationOptions, ValidateBy, buildMessage } from 'class-validator';

/**
 * Like class-validator's @Matches, but the pattern only ever sees a string of at most
 * `maxLength` characters: class-validator runs every decorator of a field even after one
 * failed, so a plain @Matches would scan a 60,000-character value the length rule already
 * refused. A value that is not text or too long fails here silently; @IsString and
 * @MaxLength on the same field report it.
 */
export function MatchesWithin(
  pattern: RegExp,
  maxLength: number,
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'matches',
      constraints: [pattern, maxLength],
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && value.length <= maxLength && pattern.test(value),
        defaultMessage: buildMessage((prefix) => `${prefix}$property has an invalid format`),
      },
    },
    options,
  );
}
