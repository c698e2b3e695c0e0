import { servicePages } from '@landman/content';
import {
  initialQuestions,
  teachAnswerInput,
  teachAnswerSchema,
  teachLimits,
  type TeachAnswerValues,
} from './teach-answer-schema';

const valid: TeachAnswerValues = {
  answer: 'Yes. I review leases in every parish of north Louisiana.',
  href: '',
  questions: ['Do you work in Caddo Parish?'],
};

/** The first error message for these values, or undefined when they pass. */
async function errorOf(values: Partial<TeachAnswerValues>): Promise<string | undefined> {
  try {
    await teachAnswerSchema.validate({ ...valid, ...values });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('teachAnswerSchema', () => {
  it('takes an answer with one question', async () => {
    expect(await errorOf({})).toBeUndefined();
  });

  it('takes a page section instead of an answer, and wants one of the two', async () => {
    const section = `/services/${servicePages[0]!.slug}#faqs`;
    expect(await errorOf({ answer: '', href: section })).toBeUndefined();
    expect(await errorOf({ answer: '   ', href: '' })).toBe(
      'Write an answer, or link to a page section.',
    );
  });

  it('keeps the answer within the API limit', async () => {
    expect(await errorOf({ answer: 'a'.repeat(teachLimits.answerMax) })).toBeUndefined();
    expect(await errorOf({ answer: 'a'.repeat(teachLimits.answerMax + 1) })).toBe(
      'At most 2000 characters.',
    );
  });

  it('wants the link to be a page of this site', async () => {
    expect(await errorOf({ href: 'https://example.com/page' })).toMatch(/A path on this site/);
    expect(await errorOf({ href: '/services/no-such-service' })).toBe(
      'No page of the site has this address.',
    );
    expect(await errorOf({ href: '/about' })).toBeUndefined();
    expect(await errorOf({ href: '/blog/a-post-slug#a-heading' })).toBeUndefined();
  });

  it('wants 1 to 50 distinct questions of 3 to 300 characters', async () => {
    expect(await errorOf({ questions: [] })).toBe('Add at least one question this answers.');
    expect(await errorOf({ questions: ['ok'] })).toBe('At least 3 characters.');
    expect(await errorOf({ questions: ['  '] })).toBe('Write the question, or remove this line.');
    expect(await errorOf({ questions: ['q'.repeat(301)] })).toBe('At most 300 characters.');
    expect(
      await errorOf({ questions: Array.from({ length: 51 }, (_, n) => `Question ${n}`) }),
    ).toBe('At most 50 questions.');
    expect(await errorOf({ questions: ['Do you work in Hobbs?', ' do you work in hobbs? '] })).toBe(
      'Each question once.',
    );
  });
});

describe('teachAnswerInput', () => {
  it('trims, leaves empty fields out, and names the group', () => {
    expect(
      teachAnswerInput(
        { answer: '  Yes.  ', href: ' ', questions: [' Do you work in Hobbs? '] },
        'group-1',
      ),
    ).toEqual({
      answer: 'Yes.',
      href: null,
      questions: ['Do you work in Hobbs?'],
      groupId: 'group-1',
    });
    expect(teachAnswerInput({ answer: '', href: '/about', questions: ['Who are you?'] })).toEqual({
      answer: null,
      href: '/about',
      questions: ['Who are you?'],
      groupId: null,
    });
  });
});

describe('initialQuestions', () => {
  it("starts from the visitors' words, each once, within the limits", () => {
    expect(
      initialQuestions([
        'Do you work in  Caddo Parish?',
        'do you work in caddo parish?',
        'ok',
        'Can you check a lease in Caddo?',
      ]),
    ).toEqual(['Do you work in Caddo Parish?', 'Can you check a lease in Caddo?']);
    expect(initialQuestions(['x'.repeat(400)])[0]).toHaveLength(teachLimits.questionMax);
    expect(initialQuestions(Array.from({ length: 60 }, (_, n) => `Question ${n}`))).toHaveLength(
      teachLimits.questionsMax,
    );
  });

  it('gives one empty line to fill in when there are no words', () => {
    expect(initialQuestions([])).toEqual(['']);
  });
});
