import { contactLimits } from '@landman/content';
import { isEmail } from 'class-validator';
import { emailLike, findPhone } from '../entities/phone-number';
import { stopwords } from '../knowledge/stopwords';

export { findPhone };

/*
 * Contact details in free text. Unprompted, only unmistakable forms count (an e-mail address,
 * a phone number, "my name is ..."); when the assistant has just asked for a field, the whole
 * answer is read as that field.
 */

/** The e-mail address in a message, if it is valid (the same rule the contact form uses). */
export function findEmail(text: string): string | undefined {
  const candidate = emailLike.exec(text)?.[0]?.replace(/[.]+$/, '');
  return candidate && candidate.length <= contactLimits.email && isEmail(candidate)
    ? candidate
    : undefined;
}

/** True when the message tries to give an e-mail address (has an @) that is not valid. */
export const looksLikeBadEmail = (text: string): boolean =>
  text.includes('@') && findEmail(text) === undefined;

/** Words that follow "I'm" but are not a name ("I'm interested", "I'm the owner"). */
const notNames = new Set(
  `interested looking trying wondering curious calling writing here not sure the a an in from with
  an owner heir heirs landowner operator investor buyer seller new just also still so very really
  thinking hoping planning going getting ready available free busy good fine ok okay glad happy
  selling buying leasing working located based`
    .trim()
    .split(/\s+/),
);

const nameParticles = new Set([
  'de',
  'la',
  'del',
  'da',
  'di',
  'van',
  'von',
  'der',
  'le',
  'st',
  'du',
]);

/** Letters of any alphabet: "Peña", "Nguyễn", "Zoë" are names whole. */
const nameWord = "\\p{L}[\\p{L}'’.-]*";
const explicitName = new RegExp(
  `\\b(?:my name is|my name's|name is|name's|this is|i am|i'm|im)\\s+(${nameWord}(?:\\s+${nameWord}){0,3})`,
  'iu',
);
/** Words that end a name: "this is Jo Reyes from Acme", "my name is Sam and ...". */
const nameStop = /\s+(?:and|from|with|at|in|of|i|my|email|e-mail|phone|here|but|,).*$/i;

function tidyName(raw: string): string | undefined {
  const name = raw
    .replace(nameStop, '')
    .replace(/[.,!?;:]+$/, '')
    .trim();
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 5 || name.length > contactLimits.name) return undefined;
  if (notNames.has(words[0]!.toLowerCase())) return undefined;
  // "I have the lease" is a sentence, not a name; particles like "de la" or "van" are fine.
  if (words.some((w) => stopwords.has(w.toLowerCase()) && !nameParticles.has(w.toLowerCase()))) {
    return undefined;
  }
  // Names typed in lower case are capitalised; "McDonald" or "de la Cruz" typed with care stay.
  return name === name.toLowerCase()
    ? words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')
    : words.join(' ');
}

/** A name the visitor introduced explicitly ("my name is ...", "this is ...", "I'm ..."). */
export function findStatedName(text: string): string | undefined {
  const match = explicitName.exec(text);
  if (!match) return undefined;
  const phrase = match[0].toLowerCase();
  // "I'm" and "this is" are too common to trust unless a capitalised word follows.
  const loose = /^(i am|i'm|im|this is)\b/.test(phrase);
  if (loose && !/^\p{Lu}/u.test(match[1]!)) return undefined;
  return tidyName(match[1]!);
}

/** The answer to "What name should I put on the request?". */
export function parseNameAnswer(text: string): string | undefined {
  const stated = findStatedName(text);
  if (stated) return stated;
  if (/[\d@]/.test(text)) return undefined;
  const bare = text.replace(/^(it'?s|its|name:?|i'?m)\s+/i, '');
  if (!/^\p{L}[\p{L}'’.\-\s]*$/u.test(bare.trim())) return undefined;
  return tidyName(bare);
}
