import { contactEmailExamples, contactEmailMessage, contactLimits } from '@landman/content';
import { InputValidationError } from '../../validation/input-validation.error';
import { validateInput } from '../../validation/validate-input';
import { ContactInput } from './contact.input';

const valid = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  phone: '(903) 555-0100',
  company: 'Reyes Family Minerals',
  message: 'We received a lease offer on 80 acres in Smith County.',
  service: 'Lease Checks',
  location: 'Tyler TX',
};

async function fieldErrors(input: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await validateInput(ContactInput, input);
  } catch (error) {
    if (error instanceof InputValidationError) return error.fields;
    throw error;
  }
  throw new Error('expected the input to be rejected');
}

describe('ContactInput validation', () => {
  it('accepts a complete form and trims every string', async () => {
    const input = await validateInput(ContactInput, {
      ...valid,
      name: '  Dana Reyes ',
      email: ' dana@example.com ',
      message: '\n We received a lease offer. \n',
    });
    expect(input).toMatchObject({
      name: 'Dana Reyes',
      email: 'dana@example.com',
      message: 'We received a lease offer.',
      service: 'Lease Checks',
    });
  });

  it('turns the empty strings of untouched optional fields into absent values', async () => {
    const input = await validateInput(ContactInput, {
      ...valid,
      phone: '',
      company: '   ',
      service: '',
      location: '',
    });
    expect(input.phone).toBeUndefined();
    expect(input.company).toBeUndefined();
    expect(input.service).toBeUndefined();
    expect(input.location).toBeUndefined();
  });

  it('keeps a filled honeypot for the service to judge, and treats an empty one as absent', async () => {
    const empty = await validateInput(ContactInput, { ...valid, referenceCode: ' ' });
    expect(empty.referenceCode).toBeUndefined();
    const filled = await validateInput(ContactInput, { ...valid, referenceCode: ' x ' });
    expect(filled.referenceCode).toBe('x');
  });

  it('drops fields the form does not have', async () => {
    const input = await validateInput(ContactInput, { ...valid, id: 'x', isAdmin: true });
    expect(input).not.toHaveProperty('id');
    expect(input).not.toHaveProperty('isAdmin');
  });

  it.each([
    ['name', { name: '' }, 'Name is required.'],
    ['name', { name: '   ' }, 'Name is required.'],
    ['name', { name: undefined }, 'Name is required.'],
    ['name', { name: 42 }, 'Name must be text.'],
    ['name', { name: 'n'.repeat(contactLimits.name + 1) }, 'Name must be at most 200 characters.'],
    ['email', { email: '' }, 'Email is required.'],
    ['email', { email: `${'e'.repeat(250)}@x.com` }, 'Email must be at most 254 characters.'],
    ['phone', { phone: 'call me' }, 'Phone must be a phone number, for example (903) 555-0142.'],
    ['phone', { phone: '5'.repeat(41) }, 'Phone must be at most 40 characters.'],
    ['company', { company: 'c'.repeat(201) }, 'Company must be at most 200 characters.'],
    ['message', { message: ' ' }, 'Project details are required.'],
    ['message', { message: 'm'.repeat(5001) }, 'Project details must be at most 5,000 characters.'],
    ['service', { service: 'Brain Surgery' }, 'Service must be one of the listed services.'],
    ['location', { location: 'Denver CO' }, 'Location must be one of the listed locations.'],
  ])('rejects a bad %s with its own message', async (field, change, message) => {
    const fields = await fieldErrors({ ...valid, ...change });
    expect(fields).toEqual({ [field]: message });
  });

  // The same table the web form's schema test runs, so the two sides agree address by address.
  it.each(contactEmailExamples.valid)('accepts the email address %s', async (email) => {
    await expect(validateInput(ContactInput, { ...valid, email })).resolves.toMatchObject({
      email,
    });
  });

  it.each(contactEmailExamples.invalid)(
    "rejects the email address %s with the form's own words",
    async (email) => {
      expect(await fieldErrors({ ...valid, email })).toEqual({ email: contactEmailMessage });
    },
  );

  it('reports every bad field at once, without echoing the values', async () => {
    const secret = 'not-an-address-7731';
    try {
      await validateInput(ContactInput, { name: '', email: secret, message: '' });
      throw new Error('expected a rejection');
    } catch (error) {
      expect(error).toBeInstanceOf(InputValidationError);
      const { fields, message } = error as InputValidationError;
      expect(Object.keys(fields).sort()).toEqual(['email', 'message', 'name']);
      expect(JSON.stringify({ fields, message })).not.toContain(secret);
    }
  });

  it('rejects a body that is not an object', async () => {
    await expect(validateInput(ContactInput, ['a'])).rejects.toThrow(InputValidationError);
    await expect(validateInput(ContactInput, null)).rejects.toThrow(InputValidationError);
  });
});
