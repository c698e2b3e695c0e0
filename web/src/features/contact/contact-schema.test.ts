import { contactLimits } from '@landman/content';
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

  it.each(['dana@', 'dana@localhost', 'dana example.com'])(
    'rejects the email address %s, as the API does',
    async (email) => {
      expect(await errorsFor({ ...valid, email })).toHaveProperty('email');
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
          ? `${'a'.repeat(max - '@example.com'.length)}@example.com`
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
