import { consultationOffers, site } from '@landman/content';

const freeConsultation = consultationOffers[1];

/** What happens after a message arrives, in order; the figures come from the site's content. */
export const nextSteps: readonly string[] = [
  'I read your message myself and look up the county or parish records it points to.',
  `I reply within ${site.replyTime}, by e-mail, or by phone if you left a number, with a plain first answer or a time for the ${freeConsultation.title.toLowerCase()} (a ${freeConsultation.detail}).`,
  'If the work needs more than a call, I send a written scope and fee before anything starts.',
];

/** The papers that make the first conversation faster. None is required to write in. */
export const documentsToHaveReady: readonly string[] = [
  'The lease, or the lease offer and its deadline',
  'Deeds, wills or probate papers that show how the interest came to you',
  'Division orders and your latest check stubs or royalty statements',
  'Plats or maps of the tracts, with the county and abstract or section numbers',
  'Letters or e-mails from the operator or another landman',
];
