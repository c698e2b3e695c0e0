import { site } from '@landman/content';
import { draft, listOf, type Draft } from '../answers/draft';
import { chips } from '../answers/suggestions';
import type { MessageAnalysis } from '../entities/message.analyzer';
import { findEmail, findPhone, findStatedName } from './contact-details.parser';
import { absorb } from './known-details';
import type { SessionState } from './session-state';

/** Words that only frame contact details: "my cell is", "you can reach me at", "mi número es". */
const framing = new Set(
  `my mi cell cellphone mobile phone number numero no is es its it s here heres this you u can
  could reach me at on call text ring the best email e mail address and or name im i m am soy
  me llamo please thanks thank ok okay hi hello hey y mail correo`
    .trim()
    .split(/\s+/),
);

/**
 * A message that only gives contact details ("my cell is four three two ...", "I'm Dana Ortiz,
 * 432 555 0199"): taken and kept for any request of this chat, said back, and a call back
 * offered. Never the clarifying fallback a message with no question in it would otherwise get.
 */
export function contactOnlyAnswer(
  analysis: MessageAnalysis,
  state: SessionState,
): Draft | undefined {
  const { plain } = analysis;
  if (!onlyContactDetails(plain)) return undefined;
  const phone = findPhone(plain);
  const email = findEmail(plain);
  absorb(state.known, analysis, {});
  const noted = [
    ...(phone ? [`your number, ${phone}`] : []),
    ...(email ? [`your e-mail, ${email}`] : []),
  ];
  const first = state.known.name?.split(' ')[0];
  const how = phone ? 'call you back' : 'get back to you';
  return draft(
    'flow',
    `Thanks${first ? `, ${first}` : ''}: I've noted ${listOf(noted)}, so you won't be asked for ${phone && email ? 'them' : 'it'} again. Would you like ${site.name} to ${how}? Tap "${chips.schedule}" and I'll pass it on with what you've told me, or ask me anything in the meantime.`,
    { suggestions: [chips.schedule, chips.services], facts: [phone ?? '', email ?? ''] },
  );
}

/** The message gives a phone number or an e-mail address (maybe a name) and says nothing else. */
export function onlyContactDetails(plain: string): boolean {
  const phone = findPhone(plain);
  const email = findEmail(plain);
  if (!phone && !email) return false;
  const name = findStatedName(plain);
  let rest = plain;
  for (const found of [email, name]) if (found) rest = rest.replace(found, ' ');
  const left = rest
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/)
    .filter((word) => word && !framing.has(word) && !isNumberWord(word));
  return left.length <= 2;
}

const numberWords = new Set(
  'zero oh one two three four five six seven eight nine double triple cero uno dos tres cuatro cinco seis siete ocho nueve doble'.split(
    ' ',
  ),
);
const isNumberWord = (word: string) => numberWords.has(word);
