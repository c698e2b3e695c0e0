import { IsString, MaxLength } from 'class-validator';
import { InputValidationError } from './input-validation.error';
import { MatchesWithin } from './matches-within';
import { controlCharacterMessage } from './plain-fields';
import { validateInput } from './validate-input';

/** A pattern that counts how often it runs. */
class CountingPattern extends RegExp {
  runs = 0;
  override test(text: string): boolean {
    this.runs += 1;
    return super.test(text);
  }
}
const code = new CountingPattern('^[a-z]+$');

class CodeInput {
  @IsString({ message: 'Code must be text.' })
  @MaxLength(5, { message: 'Code must be at most 5 characters.' })
  @MatchesWithin(code, 5, { message: 'Code must be letters.' })
  code!: string;
}

async function fieldsOf(plain: unknown): Promise<Record<string, string>> {
  try {
    await validateInput(CodeInput, plain);
  } catch (error) {
    if (error instanceof InputValidationError) return error.fields;
    throw error;
  }
  return {};
}

describe('MatchesWithin', () => {
  beforeEach(() => {
    code.runs = 0;
  });

  it('never runs the pattern on text over the length limit', async () => {
    expect(await fieldsOf({ code: 'a'.repeat(60_000) })).toEqual({
      code: 'Code must be at most 5 characters.',
    });
    expect(code.runs).toBe(0);
  });

  it('never runs the pattern on a value that is not text', async () => {
    for (const value of [42, true, ['abc'], { constructor: 1 }]) {
      expect(await fieldsOf({ code: value })).toEqual({ code: 'Code must be text.' });
    }
    expect(code.runs).toBe(0);
  });

  it('runs it once on text within the limit', async () => {
    expect(await fieldsOf({ code: 'abc' })).toEqual({});
    expect(await fieldsOf({ code: 'ab1' })).toEqual({ code: 'Code must be letters.' });
    expect(code.runs).toBe(2);
  });

  it('refuses control characters before any rule runs', async () => {
    expect(await fieldsOf({ code: 'ab\u0000' })).toEqual({ code: controlCharacterMessage });
    expect(await fieldsOf({ code: 'ab\u0000', other: '\u0000' })).toEqual({
      code: controlCharacterMessage,
    });
  });
});
