import { InputValidationError } from '../../validation/input-validation.error';
import { validateInput } from '../../validation/validate-input';
import { ChatLeadInput, noWayToReplyMessage } from './chat-lead.input';

const lead = {
  name: 'Wanda Pruitt',
  message: 'Consultation request from the website chat\nTopic: An inheritance',
  service: 'Estate & Heirship',
};

async function problems(fields: object): Promise<Record<string, string>> {
  try {
    await validateInput(ChatLeadInput, fields);
    return {};
  } catch (error) {
    if (error instanceof InputValidationError) return error.fields;
    throw error;
  }
}

describe('ChatLeadInput', () => {
  it('takes a phone number without an e-mail', async () => {
    const input = await validateInput(ChatLeadInput, { ...lead, phone: ' 318-555-0199 ' });
    expect(input).toMatchObject({ phone: '318-555-0199' });
    expect(input.email).toBeUndefined();
  });

  it('takes an e-mail without a phone number', async () => {
    const input = await validateInput(ChatLeadInput, { ...lead, email: 'wanda@example.com' });
    expect(input).toMatchObject({ email: 'wanda@example.com' });
    expect(input.phone).toBeUndefined();
  });

  it('refuses a lead with neither, naming the e-mail field', async () => {
    expect(await problems({ ...lead, email: '  ', phone: '' })).toEqual({
      email: noWayToReplyMessage,
    });
  });

  it('checks each with the contact form patterns', async () => {
    expect(await problems({ ...lead, email: 'wanda@', phone: '318-555-0199' })).toHaveProperty(
      'email',
    );
    expect(await problems({ ...lead, phone: 'call me' })).toHaveProperty('phone');
    expect(await problems({ ...lead, phone: '318-555-0199', service: 'Astrology' })).toHaveProperty(
      'service',
    );
  });
});
