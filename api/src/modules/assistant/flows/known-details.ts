import type { MessageAnalysis } from '../entities/message.analyzer';
import { findEmail, findPhone, findStatedName } from './contact-details.parser';
import { mergePlace, placeFrom } from './place.resolver';
import { findSize, findTimeline, findTimes } from './project-details.parser';
import type { FieldName, KnownDetails } from './session-state';

export interface AbsorbOptions {
  /**
   * The questions of the request under way. Project details (call times, size, timeline) are
   * only read from free text while a request that asks for them is open. Documents are only
   * taken as an answer to their own question: "we got a lease offer" is not an inventory.
   */
  fields?: readonly FieldName[];
  /** The name this message gives when it answers "what name ...?" (its words are not places). */
  answeredName?: string;
  /**
   * Keep a service already known: a service mentioned in passing while answering another
   * question ("royalties held since my father died") does not replace the one chosen.
   */
  keepService?: boolean;
}

const callWords =
  /\b(call|talk|speak|meet|meeting|available|availability|free|works for me|work for me|schedule|reach me|phone me|consultation)\b/;

/**
 * Records what a message tells us about the visitor, whatever the question was. The newest
 * value wins, which is also how "actually my email is ..." corrects an earlier one.
 * Returns the fields that changed.
 */
export function absorb(
  known: KnownDetails,
  analysis: MessageAnalysis,
  options: AbsorbOptions,
): (keyof KnownDetails)[] {
  const changed: (keyof KnownDetails)[] = [];
  const set = <K extends keyof KnownDetails>(key: K, value: KnownDetails[K] | undefined) => {
    if (value === undefined || JSON.stringify(known[key]) === JSON.stringify(value)) return;
    known[key] = value;
    changed.push(key);
  };
  const { plain, entities } = analysis;
  const email = findEmail(plain);
  set('email', email);
  if (email) delete known.emailDeclined;
  const phone = findPhone(plain);
  set('phone', phone);
  if (phone) delete known.phoneDeclined;
  const name = options.answeredName ?? findStatedName(plain);
  set('name', name);
  // "My name is Tyler Austin" names a person, not two places.
  const inName = (phrase: string) => !!name && name.toLowerCase().includes(phrase.toLowerCase());
  // The first service named is usually the subject ("an old lease on my family's minerals").
  const service = entities.services[0];
  if (!(options.keepService && known.service)) set('service', service);
  const place = placeFrom({
    ...entities,
    locations: entities.locations.filter((l) => !inName(l.phrase)),
    otherCities: entities.otherCities.filter((c) => !inName(c.city)),
    uncovered: entities.uncovered.filter((u) => !inName(u)),
    states: name ? entities.states.filter((code) => !inName(code)) : entities.states,
  });
  if (place) set('place', mergePlace(known.place, place));
  const wants = (field: FieldName) => options.fields?.includes(field) ?? false;
  // "My lease expires Friday" is not a time to call; a day only counts next to talk of a call.
  if (wants('times') && callWords.test(analysis.text)) set('times', findTimes(plain));
  if (wants('size')) set('size', findSize(plain));
  if (wants('timeline')) set('timeline', findTimeline(plain));
  return changed;
}
