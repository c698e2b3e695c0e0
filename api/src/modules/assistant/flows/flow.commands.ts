import type { FieldName } from './session-state';

/*
 * Short answers inside a request: confirming, declining, and naming a field to change.
 * Matched against the normalised message text.
 */

export const isYes = (text: string): boolean =>
  /^(yes|yeah|yep|yup|y|sure|ok|okay|correct|right|confirm|confirmed|send|send it|submit|go ahead|please do|do it|looks good|looks right|thats right|that is right|all good|perfect|sounds good|good|yes please|yes send it|that s correct|thats correct|all correct|everything is correct)\b/.test(
    text,
  ) && !/\b(but|except|change|wrong|not)\b/.test(text);

export const isNo = (text: string): boolean =>
  /^(no|nope|nah|not quite|not right|wrong|incorrect|change|edit|fix|wait|hold on)\b/.test(text);

/** The visitor is declining an optional question. */
export const isSkip = (text: string): boolean =>
  /^(skip|no|none|nope|no thanks|no thank you|rather not|id rather not|n a|na|not now|pass|prefer not|no phone|email is fine|email only)\b/.test(
    text,
  );

/** The visitor does not know or has no preference. */
export const isUnsure = (text: string): boolean =>
  /\b(not sure|unsure|dont know|do not know|no idea|general|other|something else|several|multiple|a few things|none of (these|those|them)|all of them|everything)\b/.test(
    text,
  );

const fieldWords: readonly { field: FieldName; pattern: RegExp }[] = [
  { field: 'email', pattern: /\b(e ?mail|email address|mail)\b/ },
  { field: 'phone', pattern: /\b(phone|number|cell|mobile|telephone)\b/ },
  { field: 'name', pattern: /\bname\b/ },
  { field: 'times', pattern: /\b(time|times|day|days|availability|when)\b/ },
  { field: 'slot', pattern: /\b(time|times|day|date|slot|when)\b/ },
  { field: 'service', pattern: /\bservice\b/ },
  { field: 'place', pattern: /\b(location|place|county|parish|state|where|city)\b/ },
  { field: 'size', pattern: /\b(acres?|acreage|tracts?|size)\b/ },
  { field: 'timeline', pattern: /\b(timeline|deadline|timing|schedule)\b/ },
  { field: 'documents', pattern: /\b(documents?|docs|paperwork)\b/ },
  { field: 'description', pattern: /\b(topic|description|discuss)\b/ },
  { field: 'projectKind', pattern: /\b(project|kind|type)\b/ },
];

/** The field a correction names ("the email is wrong", "change the phone"), among `fields`. */
export function namedField(text: string, fields: readonly FieldName[]): FieldName | undefined {
  return fieldWords.find((f) => fields.includes(f.field) && f.pattern.test(text))?.field;
}

/** The visitor means to phone instead ("ok I'll just call that number then"). */
export const choosesToCall = (text: string): boolean =>
  /\b(ill|i will|i can|let me|im going to|i am going to|gonna|i would rather|id rather) (just )?(call|phone|ring)\b/.test(
    text,
  );

/** "Why do you need that?": the visitor asks why the open question is asked. */
export const asksWhy = (text: string): boolean =>
  /\bwhy (do|would|does|did) (you|he|ellis|it) (need|want|ask|require)|\bwhy (is )?that (needed|necessary|required)|\bwhat (is|do you need) (that|it|this) for\b|^why\b/.test(
    text,
  );

/** "You didn't answer my question": the last reply missed what was asked. */
export const saysUnanswered = (text: string): boolean =>
  /\b(didnt|did not|never|havent|have not|dont|do not|wont|will not) (even )?answer|\bnot what i (asked|meant)\b|\b(thats|that is) not (my|the|what i) (question|asked)\b|\bmy question\b/.test(
    text,
  );

/** Reads as a question rather than an answer: a question mark, or a question's first words. */
export const looksLikeQuestion = (plain: string, text: string): boolean =>
  plain.trim().endsWith('?') ||
  /^(what|whats|how|hows|why|when|where|who|whos|which|do you|does|did you|can you|could you|would you|are you|is there|is it|is this|do i|should i|can i)\b/.test(
    text,
  );

/** Stopping the request (stricter than outside a flow: "no thanks" there means "skip"). */
export const isCancel = (text: string): boolean =>
  /\b(cancel|never ?mind|forget (it|about it|that)|quit|exit|i changed my mind|dont (want|need) (to|it|this|that))\b|^stop\b|\b(forget|drop|scrap|skip|stop|call off) (about )?(the|my|this|that) (quote|request|call|booking|appointment|consultation|meeting|whole thing)\b/.test(
    text,
  );

/** At the e-mail question: "just call me", "phone is better", "call the number": a call instead. */
export const prefersCall = (text: string): boolean =>
  /\b(call|phone|ring|text) (me|us)\b|\bjust (call|phone|ring)\b|\bcall (the|my|that) (number|cell|phone)\b|\b(by|over the) phone\b|\bprefer (a )?(call|phone)\b|\bphone (is|works) (better|fine|best)\b/.test(
    text,
  );

/** The message corrects something said earlier rather than answering the current question. */
export const isCorrection = (text: string): boolean =>
  /^(actually|sorry|correction|oops|wait|oh|change|update|correct|fix|make)\b|\b(change|update|correct|fix) (the|my) [a-z ]{2,20}\b(to|is)\b|\b(my|the) (email|e mail|phone|number|name) (is|should be)\b|\bi meant\b/.test(
    text,
  );

/** "The first one", "earliest", "any time": the visitor takes the first time offered. */
export const takesFirstOffered = (text: string): boolean =>
  /^(the )?(first|earliest|soonest)( one| time| available| slot)?\b|^(any ?time|whenever|any of (them|those|these))\b/.test(
    text,
  );
