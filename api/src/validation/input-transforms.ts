import { Transform } from 'class-transformer';

/** Surrounding whitespace is never meaningful in a form field; non-strings are left for the validators. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Optional fields: the form sends empty strings for untouched inputs; store those as null. */
export const TrimToUndefined = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });
