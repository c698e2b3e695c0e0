import type { ChatLead } from './request.summary';
import type { FieldName } from './session-state';

// The types the port speaks in, for its adapter (contact's ChatLeadSink, wired by app/).
export type { ChatLead, FieldName };

/** Where finished chat requests go: a port, adapted by modules/contact (chat-lead.sink.ts). */
export interface LeadSink {
  save(lead: ChatLead): Promise<void>;
}

/** The contact rules refused a detail; the flow asks for that field again. */
export class LeadRejectedError extends Error {
  constructor(
    readonly field: FieldName,
    message: string,
  ) {
    super(message);
    this.name = 'LeadRejectedError';
  }
}
