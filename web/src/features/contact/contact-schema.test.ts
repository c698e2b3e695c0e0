import { contactEmailExamples, contactEmailMessage, contactLimits } from '@landman/content';
import { ValidationError } from 'yup';
import { contactSchema, emptyContactValues, type ContactFormValues } from './contact-schema';

const valid: ContactFormValues = {
  ...emptyContactValues,
  name: 'Dana Ortiz',
  email: 'dana@example.com',
  message: 'We have 640 acres in Smith County with an expired lease and need a lease check.',
};

async function errorsFor(values: ContactFormValues): Promise<Record<string, string>> {
  try {
    await contactSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

/** A valid address of exactly `length` characters: a short local part, a long domain. */
function longestEmail(length: number): string {
  const tail = '.com';
  const room = length - 'dana@'.length - tail.length;
  // Labels of 63 characters (the most a label may have), separated by dots.
  const labels = `${'d'.repeat(63)}.`.repeat(Math.ceil(room / 64)).slice(0, room);
  return `dana@${labels}${tail}`;
}

describe('contactSchema', () => {
  it('starts from all-empty values', () => {
    expect(Object.values(emptyContactValues).every((v) => v === '')).toBe(true);
  });

  it('requires name, email and message and nothing else', async () => {
    const errors = await errorsFor(emptyContactValues);
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name']);
  });

  it('accepts a complete request with optional fields left empty', async () => {
    expect(await errorsFor(valid)).toEqual({});
  });

  it('accepts every optional field when filled correctly', async () => {
    const errors = await errorsFor({
      ...valid,
      phone: '(903) 555-0142 ext. 12',
      company: 'Ortiz Family Minerals LLC',
      service: 'Lease Checks',
      location: 'Tyler TX',
    });
    expect(errors).toEqual({});
  });

  // The same table the API's ContactInput test runs, so the two sides agree address by address.
  it.each(contactEmailExamples.valid)(
    'accepts the email address %s, as the API does',
    async (email) => {
      expect(await errorsFor({ ...valid, email })).toEqual({});
    },
  );

  it.each(contactEmailExamples.invalid)(
    'rejects the email address %s, as the API does, in the same words',
    async (email) => {
      expect(await errorsFor({ ...valid, email })).toEqual({ email: contactEmailMessage });
    },
  );

  it('treats whitespace-only required fields as missing', async () => {
    const errors = await errorsFor({ ...valid, name: '   ', message: '\n\n' });
    expect(Object.keys(errors).sort()).toEqual(['message', 'name']);
  });

  it.each(Object.entries(contactLimits))(
    'enforces the API limit on %s (%d)',
    async (field, max) => {
      const atLimit =
        field === 'email'
          ? longestEmail(max)
          : field === 'phone'
            ? '5'.repeat(max)
            : 'x'.repeat(max);
      expect(await errorsFor({ ...valid, [field]: atLimit })).not.toHaveProperty(field);
      const overLimit = field === 'email' ? `a${atLimit}` : `${atLimit}5`;
      expect(await errorsFor({ ...valid, [field]: overLimit })).toHaveProperty(field);
    },
  );

  it('only accepts the listed services and locations', async () => {
    const errors = await errorsFor({ ...valid, service: 'Brain Surgery', location: 'Paris FR' });
    expect(Object.keys(errors).sort()).toEqual(['location', 'service']);
  });

  it.each(['call me maybe', '555-01', '903+555+0142'])(
    'rejects the phone number %s, as the API does',
    async (phone) => {
      expect(await errorsFor({ ...valid, phone })).toHaveProperty('phone');
    },
  );

  it.each(['+1 903 555 0142', '903.555.0142', '(903) 555-0142 x12'])(
    'accepts the phone number %s',
    async (phone) => {
      expect(await errorsFor({ ...valid, phone })).toEqual({});
    },
  );
});
