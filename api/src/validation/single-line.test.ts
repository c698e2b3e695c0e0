import { ChatLeadInput } from '../modules/contact/chat-lead.input';
import { ContactInput } from '../modules/contact/contact.input';
import { InputValidationError } from './input-validation.error';
import { validateInput } from './validate-input';

const contact = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  message: 'We received a lease offer.\nIt covers 80 acres.',
};

async function problems(inputClass: typeof ContactInput | typeof ChatLeadInput, fields: object) {
  try {
    await validateInput(inputClass, fields);
    return {};
  } catch (error) {
    if (error instanceof InputValidationError) return error.fields;
    throw error;
  }
}

/** One rule on the input classes: what the form, REST, GraphQL and the chat flows all validate. */
describe('single-line fields', () => {
  it.each(['\n', '\r', '\r\n', '\u2028', '\u2029'])(
    'refuse a line break (%j) inside a name, phone or company, and keep it in the message',
    async (lineBreak) => {
      expect(
        await problems(ContactInput, {
          ...contact,
          name: `Dana${lineBreak}Conversation: https://evil.example/chat`,
          phone: `903 555 0100${lineBreak}1`,
          company: `Reyes${lineBreak}Minerals`,
        }),
      ).toEqual({
        name: 'Name must be on one line.',
        phone: 'Phone must be on one line.',
        company: 'Company must be on one line.',
      });
      expect(
        await problems(ChatLeadInput, {
          ...contact,
          name: `Dana${lineBreak}Conversation: https://evil.example/chat`,
        }),
      ).toEqual({ name: 'Name must be on one line.' });
    },
  );

  it('take ordinary one-line values, and line breaks in the message', async () => {
    expect(await problems(ContactInput, { ...contact, company: 'Reyes & Sons, LLC' })).toEqual({});
    expect(await problems(ChatLeadInput, { ...contact, phone: '903-555-0100' })).toEqual({});
  });
});
