import { site } from '@landman/content';
import type { FieldName } from './session-state';

/** Why each question of a request is asked, for a visitor who asks "why do you need that?". */
export const whyWeAsk: Record<FieldName, string> = {
  description: `A line about the subject lets ${site.name} come to the call prepared.`,
  service: 'The service tells which records and questions matter; "not sure" is a fine answer.',
  place: 'Records are kept by county or parish, so the location decides where to look.',
  times: `It lets ${site.name} call when it suits you.`,
  slot: `These are the times ${site.name}'s calendar is open; the one you pick is held for you and an invitation goes to your e-mail.`,
  projectKind: 'The kind of project decides what the work involves and so what it would take.',
  size: 'The number of acres, tracts or leases is what most of the work scales with.',
  timeline: 'A closing date or an offer deadline decides what has to happen first.',
  documents: 'Knowing what you already have saves searching for it again.',
  name: `It is the name ${site.name}'s reply is addressed to.`,
  email: `It is where ${site.name}'s reply goes; it is used for nothing else. If you have no e-mail, say so and a phone number will do.`,
  phone: 'Only for a call back, and it is optional: say skip if you would rather not.',
};
