import { consultationOffers, site } from '@landman/content';
import type { FieldName, FlowKind, KnownDetails } from './session-state';

/** The questions of each request, in the order they are asked. */
export const flowFields: Record<FlowKind, readonly FieldName[]> = {
  schedule: ['description', 'service', 'place', 'times', 'name', 'email', 'phone'],
  booking: ['slot', 'description', 'name', 'email', 'phone'],
  quote: ['projectKind', 'place', 'size', 'timeline', 'documents', 'name', 'email', 'phone'],
};

export interface FieldQuestion {
  question: string;
  suggestions?: readonly string[];
}

const questions: Record<FieldName, FieldQuestion> = {
  description: {
    question: 'In a line or two, what would you like to discuss?',
    suggestions: ['A lease offer', 'Suspended royalties', 'An inheritance', 'A title problem'],
  },
  service: {
    question: 'Which service is it about?',
    suggestions: [
      'Lease Checks',
      'Title Curative',
      'Suspense Minerals',
      'Estate & Heirship',
      'Not sure',
    ],
  },
  place: {
    question: 'Where is the land or the project? A city, county or state is fine.',
    suggestions: ['Texas', 'Oklahoma', 'New Mexico', 'Louisiana'],
  },
  times: {
    question: 'What days or times suit you best for a call?',
    suggestions: ['Weekday mornings', 'Weekday afternoons', 'Any time'],
  },
  slot: {
    question:
      'Which time suits you? Tap one, or tell me a day and time, like "tomorrow afternoon" or "next Tuesday at 10".',
  },
  projectKind: {
    question:
      'What kind of project is it? For example a lease offer, a title problem, suspended royalties, an inheritance, a pipeline easement, surface damages, or a lithium or renewable lease.',
    suggestions: ['A lease offer', 'A title problem', 'Suspended royalties', 'A pipeline easement'],
  },
  size: {
    question: 'Roughly how many acres, or how many tracts or leases?',
    suggestions: ['Not sure yet'],
  },
  timeline: {
    question: "What's your timeline? A closing date, a lease offer deadline, or no rush at all?",
    suggestions: ['As soon as possible', 'Within a month', 'No rush'],
  },
  documents: {
    question:
      'Which documents do you have on hand? For example the lease, deeds, a title opinion, division orders or probate papers.',
    suggestions: ['The lease', 'Deeds', 'None yet'],
  },
  name: { question: 'What name should I put on the request?', suggestions: ['Cancel'] },
  email: {
    question: `What e-mail address should ${site.name}'s reply go to? If you have none, say so: a phone will do.`,
    suggestions: ['No e-mail', 'Cancel'],
  },
  phone: {
    question: 'And a phone number, if you would like a call back? It is optional.',
    suggestions: ['Skip'],
  },
};

/** The place question in a quote asks for the county too: it decides which records to search. */
const quotePlace: FieldQuestion = {
  question: 'Which state and county (or parish) is the land in?',
  suggestions: questions.place.suggestions,
};

/** Without an e-mail the phone is how the reply comes, so it is no longer optional. */
const phoneNeeded: FieldQuestion = {
  question: `Then what phone number should ${site.name} call you back on? You can also call ${site.phone} yourself, or say cancel.`,
  suggestions: ['Cancel'],
};

export function fieldQuestion(
  kind: FlowKind,
  field: FieldName,
  known: KnownDetails = {},
): FieldQuestion {
  if (field === 'phone' && needsPhone(known)) return phoneNeeded;
  // The visitor already gave a phone number: it is the way back, never asked for again; an
  // e-mail is only offered beside it.
  if (field === 'email' && known.phone) {
    return {
      question: `${site.name} can call you back on ${known.phone}. Would you like the reply by e-mail too? Type the address, or say no.`,
      suggestions: ['No, the phone is fine', 'Cancel'],
    };
  }
  return kind === 'quote' && field === 'place' ? quotePlace : questions[field];
}

/** No e-mail to reply to: the phone number is the only way back to the visitor. */
export const needsPhone = (known: KnownDetails): boolean => !known.email && !!known.emailDeclined;

/** Summary labels, also what the visitor can name to change a field. */
export const fieldLabels: Record<FieldName, string> = {
  description: 'Topic',
  service: 'Service',
  place: 'Location',
  times: 'Preferred times',
  slot: 'Time',
  projectKind: 'Project',
  size: 'Size',
  timeline: 'Timeline',
  documents: 'Documents on hand',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
};

export function isAnswered(field: FieldName, known: KnownDetails): boolean {
  if (field === 'phone') return !!known.phone || (!!known.phoneDeclined && !needsPhone(known));
  if (field === 'email') return !!known.email || !!known.emailDeclined;
  return known[field] !== undefined && known[field] !== '';
}

const freeConsultation = consultationOffers.find((o) => o.title === 'Free Consultation')!;

export const flowIntro: Record<FlowKind, string> = {
  schedule: `Happy to set up a free consultation (a ${freeConsultation.detail}). I'll ask a few quick questions and pass your request to ${site.name}, who replies within ${site.replyTime}.`,
  booking: `Happy to book a free consultation (a ${freeConsultation.detail}) with ${site.name}.`,
  quote: `Glad to help with a quote. A few questions about the project first, then your contact details; ${site.name} replies within ${site.replyTime}.`,
};
