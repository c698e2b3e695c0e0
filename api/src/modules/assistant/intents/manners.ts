/**
 * How a message is said, apart from what it asks: an attempt to change the assistant's rules,
 * abuse, a complaint, or another language. Read from the visitor's own text (before spelling
 * correction, which would turn Spanish into English words). A manner is acknowledged first; what
 * is left of the message, if it still asks something, is then answered like any other question.
 */
export type MannerKind = 'prompt-injection' | 'abuse' | 'complaint' | 'spanish' | 'other-language';

export interface Manner {
  kind: MannerKind;
  /** The message without the parts that carried the manner ("" when nothing else is asked). */
  rest: string;
  /** The visitor is unhappy with the practice or the chat itself (not with a third party). */
  unhappyWithUs: boolean;
}

const injection: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass)\s+(all\s+|any\s+|your\s+|the\s+|my\s+|previous\s+|prior\s+|above\s+)*(rules|instructions|guidelines|restrictions|guardrails|programming|prompt|policies)\b[^.!?]*?(\band\b|[,:;.!?]|$)/gi,
  /\b(system|developer|admin|debug|god|jailbreak)\s*(prompt|mode|override)\b[^.!?]*[.!?]?/gi,
  /^\s*(system|assistant|developer)\s*:/gim,
  /\b(print|show|reveal|repeat|tell me|output|list)\s+(me\s+)?(your|the)\s+(hidden\s+|secret\s+|system\s+|internal\s+)*(instructions|prompt|rules|configuration)\b[^.!?]*[.!?]?/gi,
  // "Pretend you're my attorney (for a minute) and ...": the role, up to the request that follows.
  /\bpretend (you('|’)?re|you are|to be) [^.!?]*?(\band\b|\bthen\b|,)/gi,
  /\b(act|behave|respond)\s+as\s+(if\s+you\s+were\s+|though\s+you\s+were\s+)?(my|an?)\s+(attorney|lawyer|accountant|cpa|advisor|adviser)\b[^.!?]*?(and|,|[.!?]|$)/gi,
  /\bi\s+give\s+you\s+(my\s+)?permission\b[^.!?]*[.!?]?/gi,
  /\byou\s+are\s+now\s+(a|an|in)\b[^.!?]*[.!?]?/gi,
  /\b(other|previous|last\s+\d+|recent)\s+(visitors|users|customers|contact requests|leads|messages)\b/gi,
];

const profanity =
  /\bf\W{0,3}[u*]\W{0,3}[c*]\W{0,3}k\w*|\bf\*+\b|\bs\W?h\W?[i*]\W?t\w*|\bdamn\w*|\bass(hole)?s?\b|\bbitch\w*|\bbastards?\b|\bidiots?\b|\bstupid\b|\bcrap\w*|\bsucks?\b|\bshut up\b|\bgo to hell\b|\bpiss\w*/i;

const unhappy =
  /\b(useless|ridiculous|pathetic|waste of (my )?time|frustrat\w*|angry|furious|upset|annoyed|fed up|sick (and tired )?of|terrible|awful|worst|horrible|crooks?|scam\w*|rip ?offs?|ripped (me )?off|thie(f|ves)|stealing|steal|liars?|lying|disappointed|unacceptable|not happy|unhappy|complain\w*|ignored|ignoring me|never (called|wrote|got|get|heard) back|(nobody|no one|no ?body) (ever )?(has )?(called|answered|responded|replied|got back|gets back|returned)|haven'?t heard (back|anything)|still (no|haven'?t)|unanswered|no (answer|reply|response) (to|from) (my|any)|doesn'?t (work|help)|not (helpful|helping)|can'?t (you )?understand|you('re| are) not listening)\b/i;

/** Aimed at the practice or the chat: "you", "your", "this bot", "you people". */
const atUs =
  /\b(you|your|you'?re|ya'?ll|y'all|this (bot|chat|site|website|thing|robot|assistant|service)|ellis|whitaker)\b/i;

/**
 * "I e-mailed twice and nobody answered", "I want to make a complaint": on this site, the
 * visitor's own attempts to reach someone, or a complaint with nobody else named, are about us.
 */
const ownAttempt =
  /\b(i|we)( have| had|ve|'ve)? (already |now )?(e-?mailed|emailed|called|phoned|rang|written|wrote|messaged|texted|left (a |an |two |three |several |many )?(message|messages|voicemail|voicemails|request|requests)|filled (out|in)|sent (a |an |two |three |several )?(message|messages|e-?mail|e-?mails|request|requests|form))\b|\b(want to|wish to|would like to|i'?d like to|need to) (make a |file a |lodge a )?complain\w*|\bi have a complaint\b/i;

/** Someone else named as the one who let the visitor down: "the operator", "the company". */
const thirdParty =
  /\b(operators?|compan(y|ies)|payors?|purchasers?|lessees?|the landman|their landman|landmen|banks?|county|clerks?|commission|attorneys?|lawyers?|broker|buyers?|the state|pipeline|developer)\b/i;

const spanishWords =
  /(^|[^\p{L}])(hola|gracias|por favor|tengo|tiene|tienen|hablan?|hablas|español|espanol|usted(es)?|minerales|regal[ií]as|padre|madre|hered[eé]|herencia|herederos?|muri[oó]|falleci[oó]|quiero|necesito|ayuda|ayudar|puede[ns]?|c[oó]mo|qu[eé]|d[oó]nde|cu[aá]nto|est[aá]|estoy|se[nñ]or|buenos|buenas|tierra|terreno|pozo|petr[oó]leo|compa[nñ][ií]a|dejaron|pagar|pagos|cheques|mis|mi|n[uú]mero|tel[eé]fono|celular|hablar|alguien|ll[aá]m\p{L}*|nuestra|nuestro|tambi[eé]n|pero|porque|para|desde|sobre)(?=[^\p{L}]|$)/giu;

/** Letters of scripts other than Latin (Chinese, Cyrillic, Arabic, Hangul, Devanagari...). */
const otherScript =
  /[\p{Script=Han}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Devanagari}\p{Script=Thai}\p{Script=Hebrew}\p{Script=Greek}]/gu;

function language(text: string): 'spanish' | 'other-language' | undefined {
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  const foreign = text.match(otherScript)?.length ?? 0;
  if (letters > 0 && foreign / letters > 0.3) return 'other-language';
  const words = text.split(/\s+/).filter(Boolean).length;
  const spanish = new Set((text.match(spanishWords) ?? []).map((w) => w.trim().toLowerCase()));
  const marks = /[¿¡ñ]/.test(text) ? 1 : 0;
  if (spanish.size + marks >= 3 || (words <= 4 && spanish.size + marks >= 2)) return 'spanish';
  return undefined;
}

/** Drops the clauses that only carried the manner; keeps the ones that still ask something. */
function clausesWithout(text: string, carries: (clause: string) => boolean): string {
  return text
    .split(/(?<=[.!?;:])\s+|\s*[;:]\s*/)
    .filter((clause) => clause.trim() && !carries(clause))
    .join(' ')
    .trim();
}

/** Enough left to be a question: a few words, not only punctuation or filler. */
const asksSomething = (rest: string) =>
  rest
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim()
    .split(/\s+/).length >= 3;

export function readManner(message: string): Manner | undefined {
  const lang = language(message);
  if (lang) return { kind: lang, rest: '', unhappyWithUs: false };

  let stripped = message;
  for (const pattern of injection) stripped = stripped.replace(pattern, ' ');
  if (stripped !== message) {
    const rest = stripped.replace(/\s+/g, ' ').trim();
    return {
      kind: 'prompt-injection',
      rest: asksSomething(rest) ? rest : '',
      unhappyWithUs: false,
    };
  }

  const rude = profanity.test(message);
  const cross = unhappy.test(message);
  if (!rude && !cross) return undefined;
  const unhappyWithUs =
    atUs.test(message) || (ownAttempt.test(message) && !thirdParty.test(message));
  // "Nobody at the operator will call me back": unhappy with someone else, and still a question.
  if (!rude && !unhappyWithUs) return undefined;
  const rest = clausesWithout(
    message,
    (c) => profanity.test(c) || (unhappy.test(c) && !/\?/.test(c)),
  )
    .replace(new RegExp(profanity.source, 'gi'), '')
    .replace(/\banswer (the|my) (\w+ )?question\b/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    kind: rude ? 'abuse' : 'complaint',
    rest: asksSomething(rest) ? rest : '',
    unhappyWithUs: unhappyWithUs || rude,
  };
}
