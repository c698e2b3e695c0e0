import { contactLimits } from '@landman/content';

/*
 * A phone number in a message, whatever language is around it: read by the request flows, by the
 * reply to a message in another language and by the person-request decision alike.
 */

export const emailLike = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/;

const phoneLike =
  /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b(?:\s*(?:x|ext\.?)\s*\d{1,6})?|\+\d[\d\s().-]{7,18}\d/i;

/**
 * A phone number as the visitor wrote it (ten digits, or an international number), or written
 * in words in English or Spanish ("four three two, five five five ...", "cuatro tres dos ...").
 */
export function findPhone(text: string): string | undefined {
  const withoutEmail = text.replace(emailLike, ' ');
  const match = phoneLike.exec(withoutEmail)?.[0]?.trim();
  if (match) return match.length <= contactLimits.phone ? match : undefined;
  return spokenPhone(withoutEmail);
}

const digitWords: Readonly<Record<string, string>> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  cero: '0',
  uno: '1',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
};
const repeats: Readonly<Record<string, number>> = { double: 2, triple: 3, doble: 2 };

/**
 * Digits written as words, with spoken repeats ("double five"), digits typed among them, and
 * the punctuation people put between groups: a phone number when the run comes to ten digits
 * (eleven with a leading 1) and at least three of them were words. Written back as 432-555-0199.
 */
function spokenPhone(text: string): string | undefined {
  const tokens = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let digits = '';
  let words = 0;
  let repeat = 1;
  const finish = () => {
    const found = words >= 3 ? asPhone(digits) : undefined;
    digits = '';
    words = 0;
    repeat = 1;
    return found;
  };
  for (const token of tokens) {
    const digit = digitWords[token];
    if (digit !== undefined) {
      digits += digit.repeat(repeat);
      words += 1;
      repeat = 1;
    } else if (repeats[token] && repeat === 1) {
      repeat = repeats[token];
    } else if (/^\d{1,4}$/.test(token) && (words > 0 || digits.length > 0)) {
      digits += token;
    } else if (/^\d{1,4}$/.test(token)) {
      digits = token;
    } else {
      const found = finish();
      if (found) return found;
    }
  }
  return finish();
}

function asPhone(digits: string): string | undefined {
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10) return undefined;
  return `${ten.slice(0, 3)}-${ten.slice(3, 6)}-${ten.slice(6)}`;
}
