import { site } from '@landman/content';
import type { MessageAnalysis } from '../entities/message.analyzer';
import { toFieldValue } from '../text/plain-text';
import { findEmail, findPhone, looksLikeBadEmail, parseNameAnswer } from './contact-details.parser';
import { isSkip, isUnsure, prefersCall } from './flow.commands';
import { fieldQuestion, needsPhone } from './flow.fields';
import { placeFrom } from './place.resolver';
import {
  findAvailability,
  findSize,
  findTimelineAnswer,
  namesDocuments,
} from './project-details.parser';
import type { FieldName, KnownDetails } from './session-state';
import { topicSummary } from './topic.summary';

/** The outcome of reading a message as the answer to one question. */
export type FieldAnswer =
  | { ok: true; values: Partial<KnownDetails> }
  | {
      ok: false;
      problem: string;
      /** Accept this after repeated tries instead of asking again. */
      fallback?: Partial<KnownDetails>;
      /** Nothing more can be asked: end the request (the visitor left no way to reply). */
      stop?: boolean;
    };

const invalid = (problem: string, fallback?: Partial<KnownDetails>): FieldAnswer => ({
  ok: false,
  problem,
  fallback,
});
const accept = (values: Partial<KnownDetails>): FieldAnswer => ({ ok: true, values });

/**
 * Fields that only take a specific kind of answer; anything else there is a question or a
 * digression, answered (or set aside) before the step is asked again, and never stored.
 */
export const structuredFields: ReadonlySet<FieldName> = new Set([
  'service',
  'place',
  'times',
  'size',
  'timeline',
  'documents',
  'name',
  'email',
  'phone',
]);

/** A short phrase, not a sentence that asks or tells something else ("near Tyler", "Rusk County"). */
const shortPhrase = (plain: string) =>
  !plain.includes('?') && plain.trim().split(/\s+/).length <= 8;

/** "I don't have e-mail", "no email": the visitor cannot answer the e-mail question. */
export const declinesEmail = (text: string): boolean =>
  /\b(dont|do not|never|no|without) (have |use |got |do |had |own )?(an |a |any )?(e ?mail|email address|computer)\b|\bno e ?mail\b/.test(
    text,
  );

/** "No phone either", "I don't have a phone". */
const declinesPhone = (text: string): boolean =>
  /\b(dont|do not|never|no) (have |use |got )?(a |any )?(phone|number|cell|telephone)\b/.test(text);

/**
 * Reads `analysis` as the answer to `field`, the question the assistant just asked; `known` is
 * what the visitor said before (without an e-mail, the phone is no longer optional).
 */
export function readFieldAnswer(
  field: FieldName,
  analysis: MessageAnalysis,
  known: KnownDetails = {},
): FieldAnswer {
  const { plain, text, entities } = analysis;
  const free = (max: number) => toFieldValue(plain, max);
  switch (field) {
    case 'description': {
      // A short direct answer is already a topic; a long story is summarised, never stored whole.
      const topic =
        free(300).length <= 80 && !findPhone(plain) && !findEmail(plain)
          ? free(80)
          : topicSummary(analysis);
      return topic
        ? accept({ description: topic })
        : invalid('Could you describe it in a few words?');
    }
    case 'service':
      if (entities.services[0]) return accept({ service: entities.services[0] });
      if (isUnsure(text)) return accept({ service: 'general' });
      return invalid("I didn't catch which service. Pick one of these, or say not sure.", {
        service: 'general',
      });
    case 'place': {
      const place = placeFrom(entities);
      if (place) return accept({ place });
      if (isUnsure(text)) return accept({ place: { option: 'Other', detail: 'Not sure yet' } });
      if (entities.uncovered.length > 0) {
        return accept({ place: { option: 'Other', detail: free(120) } });
      }
      return free(120) && shortPhrase(plain)
        ? accept({ place: { option: 'Other', detail: free(120) } })
        : invalid('Where is the land or the project? A town, county or state is enough.', {
            place: { option: 'Other', detail: 'Not given' },
          });
    }
    case 'slot':
      // A booking's time is read against open slots (RequestFlow.answerSlot), never here.
      return invalid(fieldQuestion('booking', 'slot').question);
    case 'times': {
      const times = findAvailability(plain);
      return times
        ? accept({ times })
        : invalid(
            'When would suit you for a call? A day or a time of day is enough, for example weekday mornings or any time.',
            { times: 'Not given' },
          );
    }
    case 'projectKind':
      return accept({ projectKind: free(200), projectServices: entities.services });
    case 'size':
      // The visitor's own words ("about 640 acres in 3 tracts") say more than the number alone.
      if (findSize(plain))
        return accept({ size: free(80).length < 80 ? free(80) : findSize(plain) });
      if (isUnsure(text) || isSkip(text)) return accept({ size: 'Not sure yet' });
      return /\d/.test(plain) && shortPhrase(plain)
        ? accept({ size: free(80) })
        : invalid('Roughly how many acres, tracts or leases? "Not sure" is fine too.', {
            size: 'Not sure yet',
          });
    case 'timeline': {
      // Asked directly, the visitor's own sentence is the timeline ("the offer expires Friday").
      if (findTimelineAnswer(plain)) return accept({ timeline: free(120) });
      if (isUnsure(text) || isSkip(text)) return accept({ timeline: 'Not given' });
      return invalid(
        'Is there a date to work to, for example a closing or an offer deadline, or no rush?',
        {
          timeline: 'Not given',
        },
      );
    }
    case 'documents':
      if (/^(none|nothing|no|not yet|none yet|nope)\b/.test(text)) {
        return accept({ documents: 'None yet' });
      }
      return namesDocuments(plain)
        ? accept({ documents: free(200) })
        : invalid(
            'Which documents do you have, if any? For example the lease, deeds, or none yet.',
            {
              documents: 'Not given',
            },
          );
    case 'name': {
      // "Jo Reyes, jo@example.com": the contact details are read separately.
      const rest = plain
        .replace(findEmail(plain) ?? '\u0000', ' ')
        .replace(findPhone(plain) ?? '\u0000', ' ');
      const name = parseNameAnswer(rest.replace(/[\s,;]+$/, '').trim());
      return name ? accept({ name }) : invalid('Just your name, please, for example Jo Reyes.');
    }
    case 'email': {
      const email = findEmail(plain);
      if (email) return accept({ email, emailDeclined: undefined });
      if (looksLikeBadEmail(plain))
        return invalid("That e-mail address doesn't look complete. Could you check it?");
      // A phone number instead of an e-mail, or "I don't have e-mail": the phone will do.
      const phone = findPhone(plain);
      if (phone) return accept({ phone, phoneDeclined: undefined, emailDeclined: true });
      // "Just call me": the reply channel is a call; the phone question comes next if needed.
      if (isSkip(text) || declinesEmail(text) || prefersCall(text)) {
        return accept({ emailDeclined: true });
      }
      return invalid(
        "Please type the e-mail address, for example name@example.com, or say you don't have one.",
        { emailDeclined: true },
      );
    }
    case 'phone': {
      const phone = findPhone(plain);
      if (phone) return accept({ phone, phoneDeclined: undefined });
      if (needsPhone(known) && (isSkip(text) || declinesPhone(text))) {
        return {
          ok: false,
          stop: true,
          problem: `Without an e-mail or a phone number ${site.name} has no way to reply, so I haven't sent anything. You can call ${site.phone}, e-mail ${site.email} or use the contact form; what you told me is kept if you'd like to finish the request here later.`,
        };
      }
      if (needsPhone(known)) {
        return invalid(
          `That doesn't look like a phone number. Type it with the area code, call ${site.phone} yourself, or say cancel.`,
        );
      }
      if (isSkip(text)) return accept({ phoneDeclined: true });
      return invalid(
        "That doesn't look like a phone number. Type it with the area code, or say skip.",
        {
          phoneDeclined: true,
        },
      );
    }
  }
}
