import {
  contactLimits,
  servicePage,
  type ContactLocationOption,
  type ContactServiceOption,
  type ServiceSlug,
} from '@landman/content';
import type { ReplyAction, ReplySummary } from '../assistant.port';
import { serviceContactOption } from '../entities/service.lexicon';
import { fieldLabels, flowFields } from './flow.fields';
import type { FieldName, FlowKind, KnownDetails } from './session-state';
import { zoneCity } from '@landman/content';

/** A request ready to store as a Contact: what the consultant needs to act on it. */
export interface ChatLead {
  sessionId: string;
  kind: FlowKind;
  name: string;
  /** A visitor without e-mail leaves a phone number instead (at least one of the two). */
  email?: string;
  phone?: string;
  service: ContactServiceOption;
  location?: ContactLocationOption;
  /** The structured summary, one "Label: value" line per detail. */
  message: string;
}

/** Services a quote request points to: those named in the project, else the one discussed. */
export function fittingServices(known: KnownDetails): ServiceSlug[] {
  const named = known.projectServices ?? [];
  if (named.length > 0) return named;
  return known.service && known.service !== 'general' ? [known.service] : [];
}

/** A detail as the summary shows it. */
export function fieldValue(field: FieldName, known: KnownDetails): string {
  switch (field) {
    case 'service':
      return known.service && known.service !== 'general'
        ? servicePage(known.service).name
        : 'General Inquiry';
    case 'place':
      return known.place?.detail ?? '';
    case 'phone':
      return known.phone ?? 'not given';
    case 'email':
      return known.email ?? 'not given';
    case 'slot':
      return known.slot ? `${known.slot.label} (your time, ${zoneCity(known.slot.timeZone)})` : '';
    default:
      return known[field] ?? '';
  }
}

/** The details of the summary the visitor confirms, in order. */
export function summaryFields(
  kind: FlowKind,
  known: KnownDetails,
): { label: string; value: string }[] {
  const fields = flowFields[kind].map((f) => ({
    label: fieldLabels[f],
    value: fieldValue(f, known),
  }));
  if (kind === 'quote') {
    const services = fittingServices(known).map((s) => servicePage(s).name);
    fields.splice(5, 0, {
      label: 'Services that fit',
      value: services.length > 0 ? services.join(', ') : 'to be discussed',
    });
  }
  return fields;
}

/** "Label: value" lines for the summary the visitor confirms (and the stored message). */
export function summaryLines(kind: FlowKind, known: KnownDetails): string[] {
  return summaryFields(kind, known).map(({ label, value }) => `${label}: ${value}`);
}

/** The quick replies that send or change a summary (also the words the review step reads). */
export const summaryReplies = {
  send: 'Yes, send it',
  book: 'Yes, book it',
  change: 'Change something',
} as const;

/** The reply that confirms a summary: a booking is booked, a request is sent. */
export const confirmReply = (kind: FlowKind): string =>
  kind === 'booking' ? summaryReplies.book : summaryReplies.send;

const cardKinds: Record<FlowKind, ReplySummary['kind']> = {
  schedule: 'consultation',
  booking: 'booking',
  quote: 'quote',
};
const cardTitles: Record<FlowKind, string> = {
  schedule: 'Your consultation request',
  booking: 'Your consultation',
  quote: 'Your quote request',
};

/** The summary as typed data: a card with Send and Change buttons in the widget. */
export function summaryCard(
  kind: FlowKind,
  known: KnownDetails,
): { summary: ReplySummary; actions: ReplyAction[] } {
  return {
    summary: { kind: cardKinds[kind], title: cardTitles[kind], fields: summaryFields(kind, known) },
    actions: [
      { kind: 'send', label: kind === 'booking' ? 'Book' : 'Send', reply: confirmReply(kind) },
      { kind: 'change', label: 'Change', reply: summaryReplies.change },
    ],
  };
}

const titles: Record<FlowKind, string> = {
  schedule: 'Consultation request from the website chat',
  booking: 'Consultation booked from the website chat',
  quote: 'Quote request from the website chat',
};

export function leadOf(sessionId: string, kind: FlowKind, known: KnownDetails): ChatLead {
  const service =
    kind === 'quote'
      ? fittingServices(known)[0]
      : known.service !== 'general'
        ? known.service
        : undefined;
  // Contact details have their own columns; the message keeps the project details.
  const details = summaryLines(kind, known).filter((l) => !/^(Name|E-mail|Phone):/.test(l));
  return {
    sessionId,
    kind,
    name: known.name!,
    email: known.email,
    phone: known.phone,
    service: service ? serviceContactOption[service] : 'General Inquiry',
    location: known.place?.option,
    message: [titles[kind], ...details].join('\n').slice(0, contactLimits.message),
  };
}
