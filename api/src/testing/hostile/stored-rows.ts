import { type ClassConstructor } from 'class-transformer';
import { type DataSource } from 'typeorm';
import { ChatMessage } from '../../modules/chat/chat-message.entity';
import { ChatMessageInput } from '../../modules/chat/chat.input';
import { Contact } from '../../modules/contact/contact.entity';
import { ChatLeadInput } from '../../modules/contact/chat-lead.input';
import { ContactInput } from '../../modules/contact/contact.input';
import { validateInput } from '../../validation/validate-input';

/** Control characters no stored text may hold (tab and line breaks are ordinary in a message). */
// eslint-disable-next-line no-control-regex
const forbiddenControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Every stored contact and visitor message, checked again against the input rules it was
 * accepted under: what a fuzzer got past validation shows up here as a described problem.
 */
export async function invalidStoredRows(dataSource: DataSource): Promise<string[]> {
  const problems: string[] = [];
  for (const contact of await dataSource.getRepository(Contact).find()) {
    const fields = {
      name: contact.name,
      email: contact.email ?? undefined,
      phone: contact.phone ?? undefined,
      company: contact.company ?? undefined,
      message: contact.message,
      service: contact.service ?? undefined,
      location: contact.location ?? undefined,
    };
    // Each row against the input it came in under: the chat's may lack an e-mail.
    const input = contact.source === 'chat' ? ChatLeadInput : ContactInput;
    problems.push(...(await check(`contact ${contact.id}`, input, fields)));
  }
  const visitorMessages = await dataSource
    .getRepository(ChatMessage)
    .find({ where: { isUser: true } });
  for (const message of visitorMessages) {
    const fields = { sessionId: message.sessionId, message: message.message };
    problems.push(...(await check(`chat message ${message.id}`, ChatMessageInput, fields)));
  }
  return problems;
}

async function check(
  label: string,
  inputClass: ClassConstructor<object>,
  fields: Record<string, string | undefined>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && forbiddenControl.test(value))
      problems.push(`${label}: ${name} holds a control character`);
  }
  try {
    await validateInput(inputClass, fields);
  } catch (error) {
    problems.push(
      `${label}: ${(error as Error).message} ${JSON.stringify((error as { fields?: unknown }).fields)}`,
    );
  }
  return problems;
}
