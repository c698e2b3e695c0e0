import { InputValidationError } from '../../validation/input-validation.error';
import { validateInput } from '../../validation/validate-input';
import {
  type ChatLead,
  type FieldName,
  LeadRejectedError,
  type LeadSink,
} from '../assistant/flows/lead.sink';
import { ChatLeadInput } from './chat-lead.input';
import type { ContactService } from './contact.service';

const contactFieldToFlowField: Record<string, FieldName> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  message: 'description',
};

/**
 * Stores a chat request as a Contact, marked as coming from the chat and linked to its session.
 * ChatLeadInput checks each detail with the contact form's own patterns, but takes a phone
 * number or an e-mail (at least one), so a visitor without e-mail can still leave a request.
 */
export class ChatLeadSink implements LeadSink {
  constructor(private readonly contacts: ContactService) {}

  async save(lead: ChatLead): Promise<void> {
    let input: ChatLeadInput;
    try {
      input = await validateInput(ChatLeadInput, {
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        message: lead.message,
        service: lead.service,
        location: lead.location,
      });
    } catch (error) {
      if (!(error instanceof InputValidationError)) throw error;
      const [field, message] = Object.entries(error.fields)[0] ?? [];
      throw new LeadRejectedError(
        contactFieldToFlowField[field ?? ''] ?? 'description',
        message ?? error.message,
      );
    }
    await this.contacts.createFromChat(input, {
      via: 'chat',
      sessionId: lead.sessionId,
      kind: lead.kind === 'quote' ? 'quote' : 'booking',
    });
  }
}
