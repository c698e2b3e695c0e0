import { contactEmailPattern, contactLimits, contactPhonePattern, site } from '@landman/content';

/**
 * Taking a message in the chat while nobody is at the desk: the visitor's name, then a phone
 * number or e-mail address, then the message. Each answer is checked at its step (the contact
 * form's own patterns and limits) and the step asked again with the reason, as the assistant's
 * request flows do. Pure: the state is stored by away-messages.ts.
 */
export type AwayStep = 'name' | 'contact' | 'message';

export interface AwayMessageState {
  step: AwayStep;
  name?: string;
  email?: string;
  phone?: string;
  /** What the visitor said it is about earlier in the chat (AssistantReply.visitorDetails). */
  topic?: string;
}

/** What the chat already has from the visitor: never asked for again. */
export interface AwayKnown {
  name?: string;
  email?: string;
  phone?: string;
  topic?: string;
}

/** What one answer did: the next state (none: finished or cancelled) and what to say. */
export type AwayTurn =
  | { kind: 'ask'; state: AwayMessageState; say: string }
  | { kind: 'cancelled'; say: string }
  | { kind: 'complete'; details: Required<Pick<AwayMessageState, 'name'>> & AwayDetails };

export interface AwayDetails {
  name: string;
  email?: string;
  phone?: string;
  message: string;
}

export const cancelReply = 'Cancel';

const awayIntro = `${site.name} isn't at the desk right now, so I'll take a message here and pass it on: you'll hear back within ${site.replyTime}.`;

export const awayLines = {
  start: `${awayIntro} What's your name?`,
  askContact: (name: string) =>
    `Thanks, ${name}. What's the best phone number or e-mail address for ${site.name} to reach you?`,
  askMessage: `And what would you like to tell ${site.name}? Write your question or message in one go.`,
  anythingToAdd: `Anything to add for ${site.name}? Write it here, or reply "send it" and I'll pass it on as it is.`,
  cancelled: `All right, no message taken. You can still reach ${site.name} at ${site.email} or ${site.phone}.`,
  taken: (details: AwayDetails) =>
    `Thank you, ${details.name}. Your message is with ${site.name}, who will get back to you ${
      details.email ? `at ${details.email}` : `on ${details.phone}`
    } within ${site.replyTime}.${details.email ? ' I can also e-mail you a copy of this conversation.' : ''}`,
};

/** "Send it", "that's all", "nothing to add": the topic given earlier is the message. */
const sendAsIs =
  /^(send( it)?( as it is)?|pass it on|that'?s (all|it)|nothing( else)?( to add)?|no(pe)?|no thanks?,? that'?s all|go ahead|ok(ay)?|yes)\b/i;

/**
 * Starts taking a message with what the chat already has: the name, the phone number or e-mail
 * and what it is about are said back, not asked for; the first detail missing is asked.
 */
export function startAwayMessage(known: AwayKnown = {}): { state: AwayMessageState; say: string } {
  const given: AwayMessageState = {
    step: 'name',
    ...(known.name ? { name: known.name } : {}),
    ...(known.email ? { email: known.email } : {}),
    ...(known.phone ? { phone: known.phone } : {}),
    ...(known.topic ? { topic: known.topic } : {}),
  };
  const contact = known.phone ?? known.email;
  const have = [
    ...(known.name ? [`your name (${known.name})`] : []),
    ...(known.phone ? [`your number (${known.phone})`] : []),
    ...(known.email ? [`your e-mail (${known.email})`] : []),
    ...(known.topic ? [`what it's about (${known.topic})`] : []),
  ];
  const noted =
    have.length === 0
      ? ''
      : ` I already have ${have.length > 1 ? `${have.slice(0, -1).join(', ')} and ${have.at(-1)}` : have[0]}.`;
  if (!known.name) {
    return { state: given, say: `${awayIntro}${noted} What's your name?` };
  }
  if (!contact) {
    return {
      state: { ...given, step: 'contact' },
      say: `${awayIntro}${noted} What's the best phone number or e-mail address for ${site.name} to reach you?`,
    };
  }
  return {
    state: { ...given, step: 'message' },
    say: known.topic
      ? `${awayIntro}${noted} ${awayLines.anythingToAdd}`
      : `${awayIntro}${noted} ${awayLines.askMessage}`,
  };
}

const cancelWords = /^(cancel|stop|never ?mind|no thanks?|forget it|don'?t bother)\b/i;
const namePrefix =
  /^(my name is|my name's|name is|name:|i am|i'm|im|this is|it's|it is|call me)\s+/i;
const phoneLike = /\+?\(?\d[\d\s().-]{5,}\d(?:\s*(?:x|ext\.?)\s*\d{1,6})?/i;
const maxNameWords = 6;

/** `text` without any of `chars` at its end (a loop: no backtracking on long input). */
function withoutTrailing(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

function withoutLeading(text: string, chars: string): string {
  let start = 0;
  while (start < text.length && chars.includes(text[start]!)) start += 1;
  return text.slice(start);
}

/** The visitor's answer to the open step. */
export function answerAwayStep(state: AwayMessageState, text: string): AwayTurn {
  const answer = text.trim();
  if (cancelWords.test(answer)) return { kind: 'cancelled', say: awayLines.cancelled };
  switch (state.step) {
    case 'name':
      return nameStep(state, answer);
    case 'contact':
      return contactStep(state, answer);
    case 'message':
      return messageStep(state, answer);
  }
}

function nameStep(state: AwayMessageState, answer: string): AwayTurn {
  const name = withoutTrailing(answer.replace(namePrefix, ''), '.!,;').trim();
  const problem =
    name.length === 0 || !/\p{L}/u.test(name)
      ? "I didn't catch a name."
      : name.length > contactLimits.name
        ? `That is longer than a name can be here (${contactLimits.name} characters).`
        : /[\d@\n]/.test(name) || name.split(/\s+/).length > maxNameWords
          ? 'I need just your name first; the phone number or e-mail comes next.'
          : null;
  if (problem) return { kind: 'ask', state, say: `${problem} What's your name?` };
  // A number or address given earlier in the chat is not asked for again.
  if (state.email || state.phone) {
    return {
      kind: 'ask',
      state: { ...state, step: 'message', name },
      say: state.topic ? awayLines.anythingToAdd : awayLines.askMessage,
    };
  }
  return {
    kind: 'ask',
    state: { ...state, step: 'contact', name },
    say: awayLines.askContact(name),
  };
}

function contactStep(state: AwayMessageState, answer: string): AwayTurn {
  // The word with an @ is the e-mail address (wrapping punctuation dropped); the rest may hold a phone.
  const words = answer.split(/\s+/);
  const emailWord = words.find((word) => word.includes('@'));
  const email = emailWord
    ? withoutTrailing(withoutLeading(emailWord, '<("\''), '.,;:!?>)"\'')
    : undefined;
  const phone = phoneLike.exec(words.filter((w) => w !== emailWord).join(' '))?.[0].trim();
  const again = (problem: string): AwayTurn => ({
    kind: 'ask',
    state,
    say: `${problem} What's the best phone number or e-mail address to reach you?`,
  });
  if (email && (email.length > contactLimits.email || !contactEmailPattern.test(email)))
    return again(`"${email.slice(0, 80)}" doesn't look like a complete e-mail address.`);
  if (phone && (phone.length > contactLimits.phone || !contactPhonePattern.test(phone)))
    return again(`"${phone.slice(0, 40)}" doesn't look like a phone number.`);
  if (!email && !phone)
    return again(`${site.name} needs a way to reply: a phone number or an e-mail address.`);
  return {
    kind: 'ask',
    state: { ...state, step: 'message', ...(email ? { email } : {}), ...(phone ? { phone } : {}) },
    say: awayLines.askMessage,
  };
}

function messageStep(state: AwayMessageState, answer: string): AwayTurn {
  if (state.topic && sendAsIs.test(answer)) answer = state.topic;
  if (answer.length < 2)
    return { kind: 'ask', state, say: `${awayLines.askMessage} (A few words are enough.)` };
  if (answer.length > contactLimits.message) {
    return {
      kind: 'ask',
      state,
      say: `That is longer than a message can be (${contactLimits.message.toLocaleString('en-US')} characters). Could you shorten it?`,
    };
  }
  return {
    kind: 'complete',
    details: {
      name: state.name ?? '',
      ...(state.email ? { email: state.email } : {}),
      ...(state.phone ? { phone: state.phone } : {}),
      message: answer,
    },
  };
}
