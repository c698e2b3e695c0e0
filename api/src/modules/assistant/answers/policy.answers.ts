import { marketingFigures, privacyPolicy, site, termsOfService } from '@landman/content';
import { draft, type Draft } from './draft';
import { aboutLink, contactLink, serviceLink } from './links';
import { chips, defaultSuggestions } from './suggestions';
import { wayForward } from './way-forward';

/*
 * Answers about the firm's own terms: who Ellis is (and is not), how to send documents, what
 * happens to what visitors type, and the lithium timeline. Sentences are taken from the privacy
 * policy, the terms and facts.ts, so the chat says only what the site publishes.
 */

const privacyLink = { label: 'Privacy Policy', href: '/privacy' };
const termsLink = { label: 'Terms of Service', href: '/terms' };

type LegalDoc = {
  sections: readonly { paragraphs: readonly string[]; list?: { items: readonly string[] } }[];
};

/** The sentence of a legal document that matches `pattern` (undefined if the copy changed). */
function sentenceOf(doc: LegalDoc, pattern: RegExp): string | undefined {
  for (const section of doc.sections) {
    for (const text of [...section.paragraphs, ...(section.list?.items ?? [])]) {
      const sentence = text.split(/(?<=\.)\s+/).find((s) => pattern.test(s));
      if (sentence) return sentence.trim();
    }
  }
  return undefined;
}

const joined = (...sentences: (string | undefined)[]) =>
  sentences.filter((s): s is string => !!s).join(' ');

export function lawyerAnswer(): Draft {
  return draft(
    'lawyer',
    joined(
      `${site.name} is an independent landman, not an attorney.`,
      sentenceOf(termsOfService, /landman services, not legal services/i),
      'The land work behind a legal question (records research, heirship and title documentation, negotiation) is what a landman does, alongside your attorney.',
    ),
    { links: [aboutLink, termsLink], suggestions: [chips.services, chips.consultation] },
  );
}

export function documentsAnswer(): Draft {
  return draft(
    'documents',
    joined(
      `The chat can't take uploads or attachments (it is text only), so please e-mail documents to ${site.email}.`,
      `If you'd rather talk it through first, call ${site.phone}.`,
      sentenceOf(privacyPolicy, /do not send highly sensitive information/i),
    ),
    { links: [contactLink, privacyLink], suggestions: [chips.schedule, chips.quote] },
  );
}

export function privacyAnswer(): Draft {
  return draft(
    'privacy',
    joined(
      sentenceOf(termsOfService, /keep client information .* confidential/i),
      sentenceOf(privacyPolicy, /We do not sell personal information/i),
      'Chat messages are used to answer you and to keep your conversation together during a chat session;',
      sentenceOf(privacyPolicy, /process chat messages/i)
        ?.replace(/^With/, 'they are shared only with')
        .replace(/\.?$/, '.'),
      sentenceOf(privacyPolicy, /do not send highly sensitive information/i),
      'The Privacy Policy has the details, including how to ask for your information to be deleted.',
    ),
    { links: [privacyLink, contactLink], suggestions: defaultSuggestions },
  );
}

export function lithiumTimelineAnswer(): Draft {
  const f = marketingFigures.lithiumVersusOilGas;
  return draft(
    'lithium-timeline',
    `Lithium brine projects take much longer to reach production: typically ${f.lithiumTimeline}, against ${f.oilGasTimeline} for most oil and gas wells. Once running they last longer too, ${f.lithiumLifecycle} against ${f.oilGasLifecycle}, so a lithium lease has to stay fair over decades.`,
    {
      links: [serviceLink('lithium-leasing'), serviceLink('lithium-renewables')],
      suggestions: [chips.schedule, chips.quote],
    },
  );
}

/** No page answers the question: say so and hand over to a person. */
export function noAnswer(): Draft {
  return draft('question', `I don't have a page that answers that. ${wayForward}`, {
    links: [contactLink],
    suggestions: [chips.person, chips.schedule, chips.services],
    needsPerson: true,
    weak: true,
  });
}
